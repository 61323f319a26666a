import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A small local server speaking the OpenAI chat-completions protocol with SSE streaming. The
 * requested `model` picks the behaviour: normal, slow, error-500, error-429, error-401,
 * malformed, garbage (an HTML page), disconnect, hang, or echo (replies with the last user
 * message). `GET /v1/models` lists those names; with `apiKey` set, it wants that bearer key.
 */
export interface FakeOpenAiServer {
  baseUrl: string
  requests: {
    model: string
    messages: { role: string; content: string }[]
    authorization?: string
  }[]
  /** Authorization headers of the model-list requests. */
  modelListRequests: (string | undefined)[]
  /** Streams whose client went away before the end. */
  closedEarly(): number
  close(): Promise<void>
}

export const FAKE_MODELS = [
  'normal',
  'echo',
  'slow',
  'malformed',
  'garbage',
  'disconnect',
  'hang',
  'error-500',
  'error-429',
  'error-401',
]

const sse = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`

export async function startFakeOpenAiServer(
  options: { chunkDelayMs?: number; apiKey?: string } = {},
): Promise<FakeOpenAiServer> {
  const requests: FakeOpenAiServer['requests'] = []
  const modelListRequests: FakeOpenAiServer['modelListRequests'] = []
  const sockets = new Set<Socket>()
  let closedEarly = 0
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
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
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end()
        return
      }
      const payload = JSON.parse(body) as FakeOpenAiServer['requests'][number]
      requests.push({ ...payload, authorization: req.headers.authorization })
      const lastUser = [...payload.messages].reverse().find((m) => m.role === 'user')?.content ?? ''
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
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
      res.on('close', () => {
        if (!res.writableEnded) closedEarly++
      })
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      const words =
        payload.model === 'echo' ? [`You said: ${lastUser}`] : ['Hello ', 'from ', 'the ', 'model.']
      for (const [i, word] of words.entries()) {
        if (res.destroyed) return
        res.write(sse(word))
        if (payload.model === 'malformed' && i === 1) {
          res.end('data: {not json\n\n')
          return
        }
        if (payload.model === 'disconnect' && i === 1) {
          res.socket?.destroy()
          return
        }
        await wait(payload.model === 'slow' ? 150 : (options.chunkDelayMs ?? 0))
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
