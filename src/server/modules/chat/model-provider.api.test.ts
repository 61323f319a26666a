import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/support/fake-model'
import { FALLBACK_NOTICE } from '../../ai/model-router'
import { loadConfig } from '../../config'
import { aiMessages } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { parseSse, signUp } from '../../test/helpers'

let fake: FakeOpenAiServer
const apps = new Map<string, Promise<TestApp>>()
beforeAll(async () => {
  fake = await startFakeOpenAiServer()
})
afterAll(async () => {
  await Promise.all([...apps.values()].map(async (t) => (await t).close()))
  await fake.close()
})

/** The model (the fake's behaviour) is set when an app is built: one app per model setting. */
function appWithModel(model: string, timeoutMs = 2000) {
  const key = `${model} ${timeoutMs}`
  if (!apps.has(key)) {
    const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
    apps.set(
      key,
      buildTestApp({ ai: { ...base, baseUrl: fake.baseUrl, apiKey: 'sk-test', model, timeoutMs } }),
    )
  }
  return apps.get(key)!
}
/** The app's address, listening from its first use on (apps are shared by model setting). */
async function listening(t: TestApp) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}
const ask = (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/ai-agents/eve/ask', payload, headers })

describe('chat through an OpenAI-compatible model', () => {
  it('sends the persona, memory and platform knowledge in the prompt and returns the model text', async () => {
    const t = await appWithModel('echo')
    const ada = await signUp(t, 'ada_l')
    await t.app.inject({
      method: 'POST',
      url: '/api/memory/facts',
      payload: { fact: 'Name: Ada' },
      headers: { cookie: ada.cookie },
    })
    const res = await ask(t, { message: 'What does the Pro plan include?' }, { cookie: ada.cookie })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      response: 'You said: What does the Pro plan include?',
      engine: 'model',
      model: 'echo',
    })
    const system = fake.requests.at(-1)!.messages[0]!
    expect(system.role).toBe('system')
    expect(system.content).toMatch(/You are Eve/)
    expect(system.content).toMatch(/- Name: Ada/)
    expect(system.content).toMatch(/Pro plan, \$19 a month/)
    expect((await t.app.inject({ url: '/api/ai/status' })).json()).toEqual({
      engine: 'model',
      model: 'echo',
      hint: null,
    })
  })

  it('passes earlier turns of an unsaved conversation to the model', async () => {
    const t = await appWithModel('echo')
    const history = [
      { role: 'user', content: 'first question' },
      { role: 'assistant', content: 'first answer' },
    ]
    await ask(t, { message: 'second question', history })
    expect(fake.requests.at(-1)!.messages.slice(1)).toEqual([
      ...history,
      { role: 'user', content: 'second question' },
    ])
  })

  it.each([
    // The model's own words are kept for its administrator (decision 243).
    ['error-500', /failed to answer \(HTTP 500: boom\)/],
    ['error-429', /busy right now/],
    ['error-401', /Check AI_API_KEY/],
    ['disconnect', /cannot be reached/],
    ['malformed', /could not read/],
    ['garbage', /without any text/],
    ['reasoning-only', /without any text \(only its reasoning\)/],
    ['tool-calls', /without any text \(only tool calls\)/],
    ['empty', /without any text/],
  ])(
    'answers offline in place of %s; the person gets a plain note, the operator why',
    async (model, message) => {
      const t = await appWithModel(model)
      const res = await ask(t, { message: 'How do I start meditating?' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        engine: 'offline',
        model: 'humancodex-offline-1',
        fallback: FALLBACK_NOTICE,
      })
      expect(t.app.ai.provider.state('env').lastError).toMatch(message)
      expect(res.json().response.length).toBeGreaterThan(40)
    },
  )

  it('gives up on a model that hangs past the timeout and answers offline', async () => {
    const t = await appWithModel('hang', 300)
    const res = await ask(t, { message: 'hello' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      engine: 'offline',
      fallback: FALLBACK_NOTICE,
    })
  })

  it('streams a fallback event, then the offline answer, when the stream breaks', async () => {
    const t = await appWithModel('malformed')
    const res = await ask(t, { message: 'hello' }, { accept: 'text/event-stream' })
    const events = parseSse(res.body)
    const names = events.map((e) => e.event)
    expect(names.slice(0, 4)).toEqual(['start', 'chunk', 'chunk', 'fallback'])
    expect(events[3]!.data).toMatchObject({ message: FALLBACK_NOTICE })
    expect(names.slice(4).every((name) => name === 'chunk' || name === 'done')).toBe(true)
    expect(names.at(-1)).toBe('done')
    expect(events.at(-1)!.data).toMatchObject({ engine: 'offline', fallback: expect.any(String) })
    expect((events.at(-1)!.data as { response: string }).response).not.toContain('Hello from')
  })

  it('stops the model when the browser goes away, and a slow model blocks nobody', async () => {
    const t = await appWithModel('slow')
    const address = await listening(t)
    const controller = new AbortController()
    const before = fake.closedEarly()
    const res = await fetch(`${address}/api/ai-agents/eve/ask`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', origin: address },
      body: JSON.stringify({ message: 'tell me a long story' }),
      signal: controller.signal,
    })
    const reader = res.body!.getReader()
    await reader.read()
    const started = performance.now()
    const status = await fetch(`${address}/api/ai/status`)
    expect(status.status).toBe(200)
    // The slow stream needs ~450 ms more; an answer well before that shows nothing waited on it.
    expect(performance.now() - started).toBeLessThan(400)
    controller.abort()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(fake.closedEarly()).toBeGreaterThan(before)
  })

  it('keeps what a stopped reply said in a saved conversation', async () => {
    const t = await appWithModel('slow')
    const address = await listening(t)
    const { cookie } = await signUp(t, 'stop_keeper', true)
    const controller = new AbortController()
    const res = await fetch(`${address}/api/ai-agents/eve/ask`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        origin: address,
        cookie,
      },
      body: JSON.stringify({ message: 'My name is Ada. Tell me a long story.' }),
      signal: controller.signal,
    })
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let received = ''
    while (!received.includes('event: chunk')) received += (await reader.read()).value ?? ''
    controller.abort()
    const conversationId = /"conversationId":"([^"]+)"/.exec(received)![1]!
    // The server hears of the closed connection when it next writes (the slow model's next
    // word, up to 150 ms later, longer on a busy machine), then saves in the background.
    const read = () =>
      t.app.inject({ url: `/api/conversations/${conversationId}`, headers: { cookie } })
    let detail = await read()
    for (let tries = 0; detail.json().messages?.length !== 2 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      await t.app.background.idle()
      detail = await read()
    }
    expect(detail.statusCode).toBe(200)
    const messages = detail.json().messages as { role: string; content: string }[]
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant'])
    expect(messages[0]!.content).toBe('My name is Ada. Tell me a long story.')
    expect(messages[1]!.content.length).toBeGreaterThan(0)
    expect('Hello from the model.'.startsWith(messages[1]!.content)).toBe(true)
    expect(messages[1]!.content).not.toBe('Hello from the model.')
    // The facts the person stated count (remembered after the exchange is stored, so once the
    // saving is done); the board hears of no answer.
    await t.app.background.idle()
    const facts = await t.app.inject({ url: '/api/memory/facts', headers: { cookie } })
    expect(facts.json().facts.map((f: { fact: string }) => f.fact)).toContain('Name: Ada')
  })

  it('streams reasoning apart from the answer and keeps it out of history and board posts', async () => {
    const t = await appWithModel('reasoning')
    const { cookie } = await signUp(t, 'thinker', true)
    const res = await ask(t, { message: 'Hello' }, { accept: 'text/event-stream', cookie })
    const events = parseSse(res.body)
    expect(events.map((e) => e.event)).toEqual([
      'start',
      'reasoning',
      'reasoning',
      'chunk',
      'chunk',
      'chunk',
      'chunk',
      'done',
    ])
    const done = events.at(-1)!.data as {
      response: string
      reasoning: string
      conversationId: string
    }
    expect(done).toMatchObject({
      response: 'Hello from the model.',
      reasoning: 'The person greets me. I greet back.',
    })
    await ask(t, { message: 'And now?', conversationId: done.conversationId }, { cookie })
    const sent = fake.requests.at(-1)!.messages
    expect(sent.slice(1)).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hello from the model.' },
      { role: 'user', content: 'And now?' },
    ])
    await t.app.background.idle()
    const board = await t.app.database.db.select().from(aiMessages)
    // A turn posts nothing to the board (decision 250), let alone what was asked.
    expect(board.filter((post) => post.fromAgent === 'eve')).toEqual([])
    expect(JSON.stringify(board)).not.toContain('greet')
  })

  it('shows <think> blocks as reasoning, even split across chunks', async () => {
    const t = await appWithModel('think')
    const res = await ask(t, { message: 'Hello' }, { accept: 'text/event-stream' })
    const events = parseSse(res.body)
    const said = events
      .filter((e) => e.event === 'chunk')
      .map((e) => (e.data as { text: string }).text)
    const thought = events
      .filter((e) => e.event === 'reasoning')
      .map((e) => (e.data as { text: string }).text)
    expect(said.join('')).toBe('\n\nHello from the model.')
    expect(thought.join('')).toBe('Let me think.')
    expect(res.body).not.toContain('<think>')
  })

  it('fits a visitor’s 40 long turns into the model’s budget, oldest dropped first', async () => {
    const t = await appWithModel('echo')
    const history = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: `Turn ${i}: ${'many words about meditation and breathing '.repeat(190)}`,
    }))
    const res = await ask(t, { message: 'Which turn came last?', history })
    expect(res.statusCode).toBe(200)
    const request = fake.requests.at(-1)!
    const { messageTokens } = await import('../../ai/tokens')
    const sentTokens = messageTokens(request.messages as { role: 'user'; content: string }[])
    // Window 8192 minus the reply budget 1024; 40 turns of ~1,500 tokens would be ~60,000.
    expect(sentTokens).toBeLessThanOrEqual(8192 - 1024)
    expect(request.max_tokens).toBe(1024)
    const kept = request.messages.slice(1, -1)
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThan(40)
    expect(kept[0]!.role).toBe('user')
    expect(kept.at(-1)!.content).toMatch(/^Turn 39:/)
    expect(request.messages.at(-1)!.content).toBe('Which turn came last?')
  })

  it('asks the model to answer in the language the person writes', async () => {
    const t = await appWithModel('echo')
    await ask(t, { message: 'Wie kann ich mit der Meditation anfangen?' })
    expect(fake.requests.at(-1)!.messages[0]!.content).toContain(
      'The person writes in German: answer in German.',
    )
    await ask(t, { message: '¿Cómo puedo empezar a meditar por la mañana?' })
    expect(fake.requests.at(-1)!.messages[0]!.content).toContain(
      'The person writes in Spanish: answer in Spanish.',
    )
    expect(fake.requests.at(-1)!.messages[0]!.content).not.toContain('Answer in English')
  })
})
