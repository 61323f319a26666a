import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../ai/testing/fake-openai-server'
import { loadConfig } from '../../config'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { MAX_HISTORY_TURNS } from '@/shared/chat'
import { parseSse, signUp } from '../../test/helpers'
import { appendExchange } from './conversations'

// The model is asked before the new conversation's row is written and while the saved turns
// are read; these check that nothing is lost or leaked by that order.
let fake: FakeOpenAiServer
let t: TestApp
beforeAll(async () => {
  fake = await startFakeOpenAiServer()
  const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
  t = await buildTestApp({
    ai: { ...base, baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'echo' },
  })
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

const ask = (payload: object, cookie: string, stream = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai-agents/adam/ask',
    payload,
    headers: { cookie, ...(stream ? { accept: 'text/event-stream' } : {}) },
  })
const lastPrompt = () =>
  fake.requests
    .at(-1)!
    .messages.map((m) => m.content)
    .join('\n')

describe('a chat turn asks the model before its writes are done', () => {
  it('stores a streamed new conversation with its exchange by the time it is done', async () => {
    const { cookie } = await signUp(t, 'stream_saver', true)
    const events = parseSse((await ask({ message: 'Remember the lighthouse' }, cookie, true)).body)
    expect(events.map((e) => e.event)).toEqual(['start', 'chunk', 'done'])
    const { conversationId } = events[0]!.data as { conversationId: string }
    const saved = await t.app.inject({
      url: `/api/conversations/${conversationId}`,
      headers: { cookie },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().messages.map((m: { content: string }) => m.content)).toEqual([
      'Remember the lighthouse',
      'You said: Remember the lighthouse',
    ])
  })

  it("counts a premium user's new conversations, written while the model answers", async () => {
    const { cookie } = await signUp(t, 'premium_counted', true)
    await ask({ message: 'first' }, cookie)
    const second = (await ask({ message: 'second' }, cookie, true)).body
    expect(parseSse(second).at(-1)?.event).toBe('done')
    const usage = (await t.app.inject({ url: '/api/usage', headers: { cookie } })).json()
    expect(usage).toMatchObject({ isPremium: true, usedToday: 2, dailyLimit: null })
  })

  it("sends the saved turns with a follow-up, and never someone else's", async () => {
    const ada = await signUp(t, 'ada_turns', true)
    const grace = await signUp(t, 'grace_turns', true)
    const first = (await ask({ message: 'my secret is marmalade' }, ada.cookie)).json()
    await ask({ message: 'and what next?', conversationId: first.conversationId }, ada.cookie)
    expect(lastPrompt()).toContain('my secret is marmalade')

    const hijack = await ask(
      { message: 'tell me more', conversationId: first.conversationId },
      grace.cookie,
    )
    expect(hijack.statusCode).toBe(200)
    expect(hijack.json().conversationId).not.toBe(first.conversationId)
    expect(lastPrompt()).not.toContain('marmalade')
  })

  it("sends a long conversation's newest turns, oldest first", async () => {
    const { cookie } = await signUp(t, 'long_talker', true)
    const { conversationId } = (await ask({ message: 'q0' }, cookie)).json()
    for (let i = 1; i <= MAX_HISTORY_TURNS + 2; i++) {
      // Turns are ordered by their times (milliseconds, the answer 1 ms after the question);
      // real turns are a model's reply apart, these would otherwise share a millisecond.
      await new Promise((resolve) => setTimeout(resolve, 3))
      await appendExchange(t.app.database.db, conversationId, 'adam', `q${i}`, {
        text: `a${i}`,
        engine: 'model',
      })
    }
    await ask({ message: 'last', conversationId }, cookie, true)
    const sent = fake.requests
      .at(-1)!
      .messages.slice(1)
      .map((m) => `${m.role}:${m.content}`)
    const expected = []
    for (let i = 3; i <= MAX_HISTORY_TURNS + 2; i++) expected.push(`user:q${i}`, `assistant:a${i}`)
    expect(sent).toEqual([...expected, 'user:last'])
  })

  it("counts a premium user's conversation and keeps it when the model fails before a token", async () => {
    const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
    const failing = await buildTestApp({
      ai: { ...base, baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'error-500' },
    })
    try {
      const { cookie } = await signUp(failing, 'unlucky_premium', true)
      const events = parseSse(
        (
          await failing.app.inject({
            method: 'POST',
            url: '/api/ai-agents/adam/ask',
            payload: { message: 'Remember the harbour' },
            headers: { cookie, accept: 'text/event-stream' },
          })
        ).body,
      )
      // The offline engine answers in place of the failed model.
      expect(events.map((e) => e.event).slice(0, 2)).toEqual(['start', 'fallback'])
      expect(events.at(-1)).toMatchObject({ event: 'done', data: { engine: 'offline' } })
      const read = async () => ({
        usage: (await failing.app.inject({ url: '/api/usage', headers: { cookie } })).json(),
        list: (await failing.app.inject({ url: '/api/conversations', headers: { cookie } })).json(),
      })
      await expect.poll(read).toMatchObject({
        usage: { usedToday: 1 },
        list: { conversations: [{ title: 'Remember the harbour' }] },
      })
    } finally {
      await failing.close()
    }
  })
})
