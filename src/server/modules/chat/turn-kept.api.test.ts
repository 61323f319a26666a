import { asc, eq } from 'drizzle-orm'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/support/fake-model'
import { loadConfig } from '../../config'
import { chatMessages } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

// A turn keeps what was said however it ends (decision 279): the question when the turn starts,
// the answer so far when the stream is cut.
let fake: FakeOpenAiServer
let t: TestApp
let address: string
beforeAll(async () => {
  fake = await startFakeOpenAiServer()
  const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
  // `stall`: two chunks, then silence for good; only a cut ends the turn.
  t = await buildTestApp({
    ai: { ...base, baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'stall', timeoutMs: 20_000 },
  })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  address = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

/** A streamed question, read until `count` chunks have come; the caller may then cut it. */
async function askUntilChunks(cookie: string, message: string, count: number) {
  const cut = new AbortController()
  const res = await fetch(`${address}/api/ai-agents/adam/ask`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      origin: address,
      cookie,
    },
    body: JSON.stringify({ message }),
    signal: cut.signal,
  })
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let received = ''
  while ((received.match(/event: chunk/g) ?? []).length < count)
    received += (await reader.read()).value ?? ''
  const conversationId = /"conversationId":"([^"]+)"/.exec(received)![1]!
  const chunks = [...received.matchAll(/event: chunk\ndata: (.*)\n/g)].map(
    (match) => (JSON.parse(match[1]!) as { text: string }).text,
  )
  return { conversationId, said: chunks.join(''), cut: () => cut.abort() }
}

const stored = (conversationId: string) =>
  t.app.database.db
    .select({ role: chatMessages.role, content: chatMessages.content, ended: chatMessages.ended })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt))

describe('a turn keeps what was said', () => {
  it('has stored the question while the answer is still coming', async () => {
    const { cookie } = await signUp(t, 'kept_question', true)
    const turn = await askUntilChunks(cookie, 'Where did the lighthouse keeper go?', 2)
    try {
      // The model has gone silent: the answer is not stored, the question is.
      expect(await stored(turn.conversationId)).toEqual([
        { role: 'user', content: 'Where did the lighthouse keeper go?', ended: null },
      ])
      // The conversation's page shows it too, to its owner.
      const page = await t.app.inject({
        url: `/api/conversations/${turn.conversationId}`,
        headers: { cookie },
      })
      expect(page.json().messages.map((m: { content: string }) => m.content)).toEqual([
        'Where did the lighthouse keeper go?',
      ])
    } finally {
      turn.cut()
    }
  })

  it('keeps the question and the partial answer, marked stopped, when the stream is cut', async () => {
    const { cookie } = await signUp(t, 'kept_partial', true)
    const turn = await askUntilChunks(cookie, 'Tell me about the harbour', 2)
    turn.cut()
    await vi.waitFor(
      async () =>
        expect(await stored(turn.conversationId)).toEqual([
          { role: 'user', content: 'Tell me about the harbour', ended: null },
          { role: 'assistant', content: turn.said, ended: 'stopped' },
        ]),
      { timeout: 10_000, interval: 50 },
    )
    expect(turn.said.length).toBeGreaterThan(0)
    // The next turn reads both back: the kept exchange is the conversation's history.
    const follow = await t.app.inject({
      url: `/api/conversations/${turn.conversationId}`,
      headers: { cookie },
    })
    expect(follow.json().messages).toHaveLength(2)
  })
})
