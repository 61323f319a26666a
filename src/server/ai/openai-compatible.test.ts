import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOpenAiCompatibleProvider } from './openai-compatible'
import { collect } from './provider'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../tests/support/fake-model'

let fake: FakeOpenAiServer
beforeAll(async () => {
  fake = await startFakeOpenAiServer()
})
afterAll(() => fake.close())

const provider = (model: string, timeoutMs = 2000, baseUrl = fake.baseUrl) =>
  createOpenAiCompatibleProvider({ baseUrl, apiKey: 'sk-test', model, timeoutMs })
const messages = [{ role: 'user' as const, content: 'hi' }]

describe('OpenAI-compatible provider', () => {
  it('streams the delta chunks and returns the whole text', async () => {
    const chunks: string[] = []
    const generation = provider('normal').generate(messages)
    let step = await generation.next()
    while (!step.done) {
      chunks.push(step.value)
      step = await generation.next()
    }
    expect(chunks).toEqual(['Hello ', 'from ', 'the ', 'model.'])
    expect(step.value).toEqual({
      text: 'Hello from the model.',
      engine: 'model',
      model: 'normal',
      finishReason: 'stop',
    })
    expect(fake.requests.at(-1)).toMatchObject({ model: 'normal', authorization: 'Bearer sk-test' })
  })

  it.each([
    ['error-500', 'upstream', /failed to answer \(HTTP 500: boom\)/],
    ['error-429', 'rate-limited', /busy right now/],
    ['error-401', 'auth', /Check AI_API_KEY/],
    ['malformed', 'malformed', /could not read/],
    ['disconnect', 'unreachable', /cannot be reached/],
  ])('turns %s into a clear %s error', async (model, kind, message) => {
    await expect(collect(provider(model).generate(messages))).rejects.toMatchObject({
      kind,
      message: expect.stringMatching(message),
    })
  })

  it('gives a retry delay for 429', async () => {
    await expect(collect(provider('error-429').generate(messages))).rejects.toMatchObject({
      retryAfterSeconds: 7,
    })
  })

  it('times out a model that stops sending', async () => {
    const started = Date.now()
    await expect(collect(provider('hang', 300).generate(messages))).rejects.toMatchObject({
      kind: 'timeout',
    })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('keeps a slow but steady stream alive', async () => {
    // Four chunks 400 ms apart take longer than the 1 s timeout, which counts from the last
    // chunk: the margin for each wait (600 ms) holds on a loaded machine.
    const steady = await startFakeOpenAiServer({ chunkDelayMs: 400 })
    try {
      const result = await collect(provider('normal', 1000, steady.baseUrl).generate(messages))
      expect(result.text).toBe('Hello from the model.')
    } finally {
      await steady.close()
    }
  })

  it('reports a refused connection', async () => {
    const closed = provider('normal', 1000, 'http://127.0.0.1:1/v1')
    await expect(collect(closed.generate(messages))).rejects.toMatchObject({ kind: 'unreachable' })
  })

  it('asks again on a new socket when the server closed the idle one it reused', async () => {
    // A server that keeps no socket for a second question: it closes the connection as the
    // question arrives, as uvicorn or a proxy does when its idle timeout meets our reuse.
    let connections = 0
    let questions = 0
    const server = net.createServer((socket) => {
      connections++
      let asked = 0
      socket.on('data', (data) => {
        if (!data.toString().startsWith('POST ')) return
        questions++
        if (++asked > 1) return void socket.destroy()
        const body = 'data: {"choices":[{"delta":{"content":"Aye."}}]}\n\ndata: [DONE]\n\n'
        socket.write(
          `HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as net.AddressInfo
      const model = provider('normal', 2000, `http://127.0.0.1:${port}/v1`)
      expect((await collect(model.generate(messages))).text).toBe('Aye.')
      // The first socket goes back to the pool once its reply has ended.
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect((await collect(model.generate(messages))).text).toBe('Aye.')
      expect({ connections, questions }).toEqual({ connections: 2, questions: 3 })
    } finally {
      server.close()
    }
  })

  it('stops when the caller aborts', async () => {
    const controller = new AbortController()
    const generation = provider('slow', 2000).generate(messages, { signal: controller.signal })
    await generation.next()
    controller.abort()
    await expect(collect(generation)).rejects.toMatchObject({ kind: 'aborted' })
  })

  it('streams reasoning fields to onReasoning, never as text', async () => {
    const thoughts: string[] = []
    const result = await collect(
      provider('reasoning').generate(messages, { onReasoning: (text) => thoughts.push(text) }),
    )
    expect(thoughts.join('')).toBe('The person greets me. I greet back.')
    expect(result).toMatchObject({
      text: 'Hello from the model.',
      reasoning: 'The person greets me. I greet back.',
    })
  })

  it('takes <think> blocks cut across chunks out of the text', async () => {
    const chunks: string[] = []
    const generation = provider('think').generate(messages)
    let step = await generation.next()
    while (!step.done) {
      chunks.push(step.value)
      step = await generation.next()
    }
    expect(chunks.join('')).toBe('\n\nHello from the model.')
    expect(step.value.reasoning).toBe('Let me think.')
  })

  it.each([
    ['reasoning-only', /without any text \(only its reasoning\)/],
    ['tool-calls', /without any text \(only tool calls\)/],
    ['empty', /without any text\./],
  ])('treats a reply with no visible text (%s) as a failure', async (model, message) => {
    await expect(collect(provider(model).generate(messages))).rejects.toMatchObject({
      kind: 'malformed',
      message: expect.stringMatching(message),
    })
  })

  it('reads the usage chunk and finish_reason length, and sends max_tokens', async () => {
    expect(await collect(provider('usage').generate(messages))).toMatchObject({
      usage: { prompt: 17, completion: 4 },
    })
    const cut = await collect(provider('length').generate(messages, { maxTokens: 2 }))
    expect(cut).toMatchObject({ text: 'Hello from ', finishReason: 'length' })
    expect(fake.requests.at(-1)).toMatchObject({
      max_tokens: 2,
      stream_options: { include_usage: true },
    })
  })

  it('reads a bare </think> as the end of reasoning, and starts the next reply inside', async () => {
    const model = provider('bare-think')
    const thoughts: string[] = []
    const first = await collect(
      model.generate(messages, { onReasoning: (text) => thoughts.push(text) }),
    )
    expect(first).toMatchObject({
      text: '\n\nHello from the model.',
      reasoning: 'Okay, the user greets me.',
    })
    expect(thoughts.join('')).toBe('Okay, the user greets me.')
    // Learned: the next reply's reasoning is never given out as text.
    const chunks: string[] = []
    const generation = model.generate(messages)
    let step = await generation.next()
    while (!step.done) {
      chunks.push(step.value)
      step = await generation.next()
    }
    expect(chunks.join('')).toBe('\n\nHello from the model.')
    expect(step.value.reasoning).toBe('Okay, the user greets me.')
  })

  it('times out a model that sends keep-alive comments but no tokens', async () => {
    const started = Date.now()
    await expect(collect(provider('keep-alive', 400).generate(messages))).rejects.toMatchObject({
      kind: 'timeout',
    })
    expect(Date.now() - started).toBeLessThan(2500)
  })

  it('puts streamed tool calls together when tools were passed', async () => {
    const tools = [{ type: 'function', function: { name: 'weather', parameters: {} } }]
    const result = await collect(
      provider('tools').generate(messages, {
        sampling: { tools, tool_choice: 'auto', parallel_tool_calls: false },
      }),
    )
    expect(result).toMatchObject({
      text: '',
      finishReason: 'tool_calls',
      toolCalls: [
        {
          id: 'call_abc',
          type: 'function',
          function: { name: 'weather', arguments: '{"city":"Paris"}' },
        },
      ],
      usage: { prompt: 30, completion: 9 },
    })
    expect(fake.requests.at(-1)).toMatchObject({
      tools,
      tool_choice: 'auto',
      parallel_tool_calls: false,
    })
  })

  it('keeps what a failed reply billed: the model’s count, else the estimate', async () => {
    await expect(collect(provider('reasoning-usage').generate(messages))).rejects.toMatchObject({
      kind: 'malformed',
      usage: { prompt: 40, completion: 12 },
    })
    const empty = await collect(provider('empty').generate(messages)).catch((error) => error)
    expect(empty.usage.prompt).toBeGreaterThan(0)
    // Refused before answering: nothing billed.
    const refused = await collect(provider('error-500').generate(messages)).catch((e) => e)
    expect(refused.usage).toBeUndefined()
  })

  it('keeps the model’s own error message', async () => {
    await expect(collect(provider('context-error').generate(messages))).rejects.toMatchObject({
      message: expect.stringMatching(
        /HTTP 400: This model's maximum context length is 8192 tokens/,
      ),
    })
  })

  it.each(['o3-mini', 'strict-params'])(
    'sends %s max_completion_tokens and no sampling it refuses',
    async (name) => {
      const model = provider(name)
      const options = { maxTokens: 64, sampling: { temperature: 0.3, top_p: 0.5 } }
      expect((await collect(model.generate(messages, options))).text).toBe('Hello from the model.')
      const last = fake.requests.at(-1)!
      expect(last.max_completion_tokens).toBe(64)
      expect(last).not.toHaveProperty('max_tokens')
      expect(last).not.toHaveProperty('temperature')
      // Learned once: the next request goes out right the first time.
      const before = fake.requests.length
      await collect(model.generate(messages, options))
      expect(fake.requests.length - before).toBe(1)
    },
  )
})
