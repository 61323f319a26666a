import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/support/fake-model'
import { loadConfig } from '../../config'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { MAX_HISTORY_TURNS } from '@/shared/chat'
import { parseSse, signUp } from '../../test/helpers'
import { countStatements } from '../../test/statement-count'
import { asc, count, eq } from 'drizzle-orm'
import type { AddressInfo } from 'node:net'
import { chatMessages, conversations } from '../../db/schema/index'
import { tokensOf } from '../../ai/tokens'
import { conversationCacheOf } from './conversation-cache'
import { FREE_DAILY_CONVERSATIONS } from '@/shared/tiers'
import { startConversation } from '../tiers/service'
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

  it('lets exactly the free limit of concurrent new conversations through, streamed', async () => {
    const { cookie, user } = await signUp(t, 'eager_free')
    const answers = await Promise.all(
      Array.from({ length: FREE_DAILY_CONVERSATIONS + 2 }, (_, i) =>
        ask({ message: `question ${i}` }, cookie, true),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([...Array(FREE_DAILY_CONVERSATIONS).fill(200), 429, 429])
    for (const answer of answers.filter((a) => a.statusCode === 200))
      expect(parseSse(answer.body).at(-1)?.event).toBe('done')
    const refused = answers.find((a) => a.statusCode === 429)!
    expect(refused.headers['content-type']).toMatch(/application\/json/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    const usage = (await t.app.inject({ url: '/api/usage', headers: { cookie } })).json()
    expect(usage).toMatchObject({ usedToday: FREE_DAILY_CONVERSATIONS, remainingToday: 0 })
    expect(await conversationRows(`user:${user.id}`)).toBe(FREE_DAILY_CONVERSATIONS)
  })

  it('leaves the last word to the database: counted elsewhere, the turn is refused and not stored', async () => {
    const { cookie, user } = await signUp(t, 'counted_elsewhere')
    // Another instance started this user's conversations: this process has not seen them.
    for (let i = 0; i < FREE_DAILY_CONVERSATIONS; i++)
      await startConversation(t.app.database.db, `user:${user.id}`, false)
    const asked = fake.requests.length
    const refused = await ask({ message: 'one more?' }, cookie, true)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(/free limit/)
    // The model was asked while the count was written (the request may be cut off before it
    // arrives when the database answers first), and its answer dropped.
    const afterFirst = fake.requests.length
    expect(afterFirst).toBeLessThanOrEqual(asked + 1)
    expect(await conversationRows(`user:${user.id}`)).toBe(0)
    // Now this process knows: the next one is refused before the model is asked.
    expect((await ask({ message: 'and now?' }, cookie)).statusCode).toBe(429)
    expect(fake.requests.length).toBe(afterFirst)
  })

  it('has stored the new conversation when `start` names it, long before the reply ends', async () => {
    const base = loadConfig({ OFFLINE_CHUNK_DELAY_MS: '0' }).ai
    const slow = await buildTestApp({
      ai: { ...base, baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'slow' },
    })
    try {
      const { cookie } = await signUp(slow, 'mirror_starter', true)
      await slow.app.listen({ host: '127.0.0.1', port: 0 })
      const address = `http://127.0.0.1:${(slow.app.server.address() as AddressInfo).port}`
      const res = await fetch(`${address}/api/ai-agents/adam/ask`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          origin: address,
          cookie,
        },
        body: JSON.stringify({ message: 'Start a mirror chat' }),
      })
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
      let received = ''
      while (!received.includes('event: start')) received += (await reader.read()).value ?? ''
      const conversationId = /"conversationId":"([^"]+)"/.exec(received)![1]!
      // What the mirror chat does at `start`: the same conversation, asked of another persona.
      const other = await slow.app.inject({
        method: 'POST',
        url: '/api/ai-agents/eve/ask',
        payload: { message: 'And you?', conversationId },
        headers: { cookie },
      })
      expect(other.json().conversationId).toBe(conversationId)
      while (!(await reader.read()).done);
    } finally {
      await slow.close()
    }
  })
})

// What one turn costs the database, counted on the database the suite runs on: on PostgreSQL
// each statement outside a transaction is a transaction of its own (bench/README.md has the
// statements); PGlite runs its statements in this process, from its caches where it can.
const onPostgres = !!process.env.DATABASE_URL
describe(`one chat turn on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  // The notes' index tidying (PGlite, vault-upkeep.ts) may fire on its timer while a turn is
  // counted: its statements (the list of GIN indexes, then one clean per index) are not the turn's.
  const tidying = (text: string) =>
    text.includes('gin_clean_pending_list') || text.includes('from pg_index i')

  /** A follow-up's cost, checked against `limit` (transactions, and statements beside them). */
  const followUp = async (
    cookie: string,
    conversationId: string,
    message: string,
    limit: { transactions: number; statements: number },
  ) => {
    const counted = await countStatements(async () => {
      const res = await ask({ message, conversationId }, cookie, true)
      expect(parseSse(res.body).at(-1)?.event).toBe('done')
      await t.app.background.idle()
    })
    const tidy = counted.texts.filter(tidying).length
    const texts = counted.texts.filter((text) => !tidying(text))
    expect(counted.transactions - tidy, texts.join('\n')).toBeLessThanOrEqual(limit.transactions)
    expect(counted.statements - tidy, texts.join('\n')).toBeLessThanOrEqual(limit.statements)
    expect(texts.filter((text) => text.includes('model_failures'))).toEqual([])
    return texts
  }

  // Counted on 2026-12-07 on PostgreSQL: a follow-up turn ran 17 transactions; then 8, with its
  // writes after the answer in one transaction; then 7, the model's kept failure no longer
  // cleared on every reply; then 5 in 10 statements: the session, the rate count, the turn's
  // reads in one statement (turn-reads.ts), the notes lookup and the writes. PGlite has no round
  // trips and writes one by one (after-turn.ts): the notes lookup and the four writes, and the
  // person's context again after a fact was remembered. Then 6 transactions in the same 10
  // statements (decision 279): the question is stored when the turn starts, in a statement of
  // its own that commits before the answer exists (a kill mid-answer keeps it), and marks the
  // conversation changed, which the writes after the answer no longer do; PGlite's count stays.
  it('runs no more statements and transactions than it did when counted', async () => {
    const { cookie } = await signUp(t, 'turn_cost', true)
    const first = await ask({ message: 'I work as a nurse in Lisbon.' }, cookie, true)
    const { conversationId } = parseSse(first.body)[0]!.data as { conversationId: string }
    await t.app.background.idle()
    await followUp(
      cookie,
      conversationId,
      'What should I read next?',
      onPostgres ? { transactions: 6, statements: 10 } : { transactions: 6, statements: 6 },
    )
    await followUp(
      cookie,
      conversationId,
      'And after that?',
      onPostgres ? { transactions: 6, statements: 10 } : { transactions: 5, statements: 5 },
    )
  })

  it("keeps each message's token count when it is stored, and counts an older row's once", async () => {
    const { cookie } = await signUp(t, 'turn_tokens', true)
    const first = await ask({ message: 'I keep bees on a roof in Porto.' }, cookie, true)
    const { conversationId } = parseSse(first.body)[0]!.data as { conversationId: string }
    await t.app.background.idle()
    const stored = await storedTokens(conversationId)
    expect(stored.map((row) => row.tokens)).toEqual(stored.map((row) => tokensOf(row.content)))
    // A row stored before counts were kept: the next turn counts it, and its one write
    // transaction keeps the count (one statement more, no transaction more).
    await t.app.database.db
      .update(chatMessages)
      .set({ tokens: null })
      .where(eq(chatMessages.id, stored[0]!.id))
    conversationCacheOf(t.app.database.db)?.forget(conversationId)
    const texts = await followUp(
      cookie,
      conversationId,
      'How many hives is too many?',
      // PGlite: the conversation read again, its cache forgotten above.
      onPostgres ? { transactions: 6, statements: 11 } : { transactions: 7, statements: 7 },
    )
    expect(texts.filter((text) => text.includes('"tokens" = case'))).toHaveLength(1)
    const after = await storedTokens(conversationId)
    expect(after).toHaveLength(4)
    expect(after.map((row) => row.tokens)).toEqual(after.map((row) => tokensOf(row.content)))
    // The next turn reads the kept counts: nothing to count again, nothing to write again.
    const later = await followUp(
      cookie,
      conversationId,
      'And in winter?',
      onPostgres ? { transactions: 6, statements: 10 } : { transactions: 5, statements: 5 },
    )
    expect(later.filter((text) => text.includes('"tokens" = case'))).toEqual([])
  })
})

async function storedTokens(conversationId: string) {
  return t.app.database.db
    .select({ id: chatMessages.id, content: chatMessages.content, tokens: chatMessages.tokens })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt))
}

async function conversationRows(subject: string) {
  const [row] = await t.app.database.db
    .select({ n: count() })
    .from(conversations)
    .where(eq(conversations.subject, subject))
  return row!.n
}
