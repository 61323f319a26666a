import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A model server for tests on a free loopback port, speaking the OpenAI chat-completions
 * protocol (streamed and not) as vLLM and Ollama do. The requested `model` picks the behaviour
 * (FAKE_MODELS); every request body it receives is logged in `requests`. `GET /v1/models`
 * lists the modes; with `apiKey` set, it wants that bearer key.
 */
export interface FakeModel {
  baseUrl: string
  /** The bodies received on /v1/chat/completions, in order, with the authorization header. */
  requests: FakeModelRequest[]
  /** Authorization headers of the model-list requests. */
  modelListRequests: (string | undefined)[]
  /** Streams whose client went away before the end. */
  closedEarly(): number
  close(): Promise<void>
}

export interface FakeModelRequest {
  model: string
  messages: { role: string; content: string }[]
  stream?: boolean
  max_tokens?: number
  stop?: string | string[]
  temperature?: number
  top_p?: number
  response_format?: { type: string }
  authorization?: string
  [field: string]: unknown
}

export const FAKE_MODELS = [
  /** "Hello from the model." in four chunks. */
  'normal',
  /** "You said: <last user message>". */
  'echo',
  /** A cheerful checklist whatever was asked: a model that ignores distress. */
  'checklist',
  /** Four chunks 150 ms apart (or `chunkDelayMs`). */
  'slow',
  /** A comment line, then nothing: the stream never ends. */
  'hang',
  /** Two chunks, then silence for good. */
  'stall',
  /** `reasoning_content` first, then the answer's text. */
  'reasoning',
  /** Only `reasoning_content` (and `reasoning`, as Ollama names it), no text. */
  'reasoning-only',
  /** `<think>…</think>` in the text, the tags split across chunks, then the answer. */
  'think',
  /** Only `tool_calls`, no text. */
  'tool-calls',
  /** `[DONE]` with no chunk before it. */
  'empty',
  /** The normal reply with a `usage` chunk before `[DONE]` (17 prompt, 4 completion tokens). */
  'usage',
  /** The first chunks, then `finish_reason: length`. */
  'length',
  'malformed',
  /** An HTML page with status 200. */
  'garbage',
  /** Two chunks, then the socket is cut. */
  'disconnect',
  'error-500',
  'error-429',
  'error-401',
  /** DeepSeek-R1 distills, QwQ: the template opened `<think>`; the reply only closes it. */
  'bare-think',
  /** Three tokens, then `: keep-alive` comments every 50 ms and never another token. */
  'keep-alive',
  /**
   * A model that takes tools and JSON, as the SDKs' structured output needs. With `tools` in the
   * request: a call of the first tool, its arguments in pieces (vLLM's deltas), `finish_reason:
   * tool_calls`. After a `tool` message: text quoting the result. With `response_format` JSON:
   * `{"city":"Paris"}` in pieces. Otherwise the normal reply. Always with a usage chunk.
   */
  'tools',
  /** Only reasoning, with a usage chunk (the model billed 40 + 12 tokens for nothing). */
  'reasoning-usage',
  /** vLLM's 400 for a prompt over its window, in OpenAI's shape. */
  'context-error',
  /** OpenAI's o-series: 400 `unsupported_parameter` for `max_tokens`, `temperature`, `top_p`. */
  'o3-mini',
  /** A model the family table does not know that refuses the same parameters. */
  'strict-params',
] as const

export type FakeModelMode = (typeof FAKE_MODELS)[number]

const WORDS = ['Hello ', 'from ', 'the ', 'model.']

interface Delta {
  content?: string
  reasoning_content?: string
  reasoning?: string
  tool_calls?: unknown[]
}

/** What an Ollama server says of its models: /api/show and /api/ps (none: not Ollama). */
export interface FakeOllama {
  /** The model's trained length (`model_info`'s `<arch>.context_length`). */
  trained: number
  /** A `num_ctx` in the model's parameters (its Modelfile), if any. */
  numCtx?: number
  /** The context the loaded model runs at (`/api/ps`), if it is loaded. */
  running?: number
}

const chunk = (delta: Delta, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`

/** The deltas of one mode's streamed reply, and how it ends. */
function script(
  mode: string,
  lastUser: string,
  payload: FakeModelRequest,
): { deltas: Delta[]; finish: string; usage?: object } {
  switch (mode) {
    case 'bare-think':
      return {
        deltas: ['Okay, the user ', 'greets me.</th', 'ink>\n\nHello ', 'from ', 'the model.'].map(
          (content) => ({ content }),
        ),
        finish: 'stop',
      }
    case 'keep-alive':
      return { deltas: WORDS.slice(0, 3).map((content) => ({ content })), finish: 'stop' }
    case 'tools': {
      const last = payload.messages.at(-1)
      if (last?.role === 'tool')
        return { deltas: [{ content: `The tool said: ${last.content}` }], finish: 'stop' }
      const usage = { prompt_tokens: 30, completion_tokens: 9, total_tokens: 39 }
      const tool = (payload.tools as { function?: { name?: string } }[] | undefined)?.[0]
      if (!tool?.function?.name) {
        const json = payload.response_format && payload.response_format.type !== 'text'
        const pieces = json ? ['{"city":', '"Paris"}'] : WORDS
        return { deltas: pieces.map((content) => ({ content })), finish: 'stop', usage }
      }
      const name = tool.function.name
      return {
        deltas: [
          {
            tool_calls: [
              { index: 0, id: 'call_abc', type: 'function', function: { name, arguments: '' } },
            ],
          },
          { tool_calls: [{ index: 0, function: { arguments: '{"city":' } }] },
          { tool_calls: [{ index: 0, function: { arguments: '"Paris"}' } }] },
        ],
        finish: 'tool_calls',
        usage,
      }
    }
    case 'reasoning-usage':
      return {
        deltas: [{ reasoning_content: 'Thinking and thinking.' }],
        finish: 'stop',
        usage: { prompt_tokens: 40, completion_tokens: 12, total_tokens: 52 },
      }
    case 'echo':
      return { deltas: [{ content: `You said: ${lastUser}` }], finish: 'stop' }
    case 'checklist':
      return {
        deltas: [
          "Great question! Here's a plan:\n\n",
          '- [ ] Take a 25-minute focus block\n',
          '- [ ] Write down three wins',
        ].map((content) => ({ content })),
        finish: 'stop',
      }
    case 'reasoning':
      return {
        deltas: [
          { reasoning_content: 'The person greets me. ' },
          { reasoning_content: 'I greet back.' },
          ...WORDS.map((content) => ({ content })),
        ],
        finish: 'stop',
      }
    case 'reasoning-only':
      return {
        deltas: [{ reasoning_content: 'Thinking about it' }, { reasoning: ' for a while.' }],
        finish: 'stop',
      }
    case 'think':
      return {
        deltas: ['<thi', 'nk>Let me ', 'think.</th', 'ink>\n\nHello ', 'from ', 'the model.'].map(
          (content) => ({ content }),
        ),
        finish: 'stop',
      }
    case 'tool-calls':
      return {
        deltas: [
          {
            tool_calls: [
              {
                index: 0,
                id: 'call_1',
                type: 'function',
                function: { name: 'search', arguments: '{"q":"x"}' },
              },
            ],
          },
        ],
        finish: 'tool_calls',
      }
    case 'empty':
      return { deltas: [], finish: 'stop' }
    case 'usage':
      return {
        deltas: WORDS.map((content) => ({ content })),
        finish: 'stop',
        usage: { prompt_tokens: 17, completion_tokens: 4, total_tokens: 21 },
      }
    case 'length':
      return { deltas: WORDS.slice(0, 2).map((content) => ({ content })), finish: 'length' }
    default:
      return { deltas: WORDS.map((content) => ({ content })), finish: 'stop' }
  }
}

export async function startFakeModel(
  options: { chunkDelayMs?: number; apiKey?: string; ollama?: FakeOllama } = {},
): Promise<FakeModel> {
  const requests: FakeModelRequest[] = []
  const modelListRequests: FakeModel['modelListRequests'] = []
  const sockets = new Set<Socket>()
  let closedEarly = 0
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (data) => (body += data))
    req.on('end', async () => {
      if (req.method === 'GET' && req.url === '/v1/models') {
        modelListRequests.push(req.headers.authorization)
        if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
          res.writeHead(401).end('{"error":{"message":"bad key"}}')
          return
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            object: 'list',
            data: FAKE_MODELS.map((id) => ({ id, object: 'model', owned_by: 'fake' })),
          }),
        )
        return
      }
      const ollama = options.ollama
      if (ollama && req.method === 'POST' && req.url === '/api/show') {
        const { model } = JSON.parse(body || '{}') as { model?: string }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            parameters: ollama.numCtx ? `num_ctx                        ${ollama.numCtx}` : '',
            model_info: { 'general.architecture': 'llama', 'llama.context_length': ollama.trained },
            details: { family: 'llama', name: model },
          }),
        )
        return
      }
      if (ollama && req.method === 'GET' && req.url === '/api/ps') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            models: ollama.running
              ? FAKE_MODELS.map((name) => ({ name, model: name, context_length: ollama.running }))
              : [],
          }),
        )
        return
      }
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end()
        return
      }
      const payload = JSON.parse(body) as FakeModelRequest
      requests.push({ ...payload, authorization: req.headers.authorization })
      const lastUser = [...payload.messages].reverse().find((m) => m.role === 'user')?.content ?? ''
      switch (payload.model) {
        case 'error-500':
          res
            .writeHead(500, { 'content-type': 'application/json' })
            .end('{"error":{"message":"boom"}}')
          return
        case 'error-429':
          res.writeHead(429, { 'retry-after': '7' }).end('{"error":{"message":"slow down"}}')
          return
        case 'error-401':
          res.writeHead(401).end('{"error":{"message":"bad key"}}')
          return
        case 'context-error':
          res.writeHead(400, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              object: 'error',
              message: 'x',
              error: {
                message:
                  "This model's maximum context length is 8192 tokens. However, you requested 9000 tokens.",
                type: 'BadRequestError',
                code: 400,
              },
            }),
          )
          return
        case 'o3-mini':
        case 'strict-params': {
          const refused = ['max_tokens', 'temperature', 'top_p'].find((name) => name in payload)
          if (refused) {
            res.writeHead(400, { 'content-type': 'application/json' }).end(
              JSON.stringify({
                error: {
                  message: `Unsupported parameter: '${refused}' is not supported with this model.`,
                  type: 'invalid_request_error',
                  param: refused,
                  code: 'unsupported_parameter',
                },
              }),
            )
            return
          }
          break
        }
        case 'garbage':
          res
            .writeHead(200, { 'content-type': 'text/html' })
            .end('<html><body>Welcome</body></html>')
          return
        case 'hang':
          res.writeHead(200, { 'content-type': 'text/event-stream' })
          res.write(': waiting\n\n')
          return
      }
      const { deltas, finish, usage } = script(payload.model, lastUser, payload)
      if (payload.stream === false) {
        const content = deltas.map((delta) => delta.content ?? '').join('')
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'c1',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }],
            ...(usage ? { usage } : {}),
          }),
        )
        return
      }
      res.on('close', () => {
        if (!res.writableEnded) closedEarly++
      })
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      const delay = payload.model === 'slow' ? 150 : (options.chunkDelayMs ?? 0)
      for (const [i, delta] of deltas.entries()) {
        if (res.destroyed) return
        res.write(chunk(delta))
        if (i === 1 && payload.model === 'malformed') {
          res.end('data: {not json\n\n')
          return
        }
        if (i === 1 && payload.model === 'disconnect') {
          res.socket?.destroy()
          return
        }
        if (i === 1 && payload.model === 'stall') return
        await wait(delay)
      }
      if (payload.model === 'keep-alive') {
        // DeepSeek's API and OpenRouter while queued: comments keep the socket busy, no tokens.
        const timer = setInterval(() => res.write(': keep-alive\n\n'), 50)
        res.on('close', () => clearInterval(timer))
        return
      }
      if (res.destroyed) return
      res.write(chunk({}, finish))
      if (usage) {
        res.write(
          `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [], usage })}\n\n`,
        )
      }
      res.end('data: [DONE]\n\n')
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    modelListRequests,
    closedEarly: () => closedEarly,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy())
        server.close(() => resolve())
      }),
  }
}

/** The names the tests have used since before the modes grew. */
export type FakeOpenAiServer = FakeModel
export const startFakeOpenAiServer = startFakeModel
