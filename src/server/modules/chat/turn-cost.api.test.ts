import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/support/fake-model'
import { loadConfig } from '../../config'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { parseSse, signUp } from '../../test/helpers'
import { countStatements } from '../../test/statement-count'

// What one chat turn costs the database, counted where it is real: on PostgreSQL, each
// statement outside a transaction is a transaction of its own.
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

const ask = (payload: object, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai-agents/eva/ask',
    payload,
    headers: { cookie, accept: 'text/event-stream' },
  })

describe.runIf(process.env.DATABASE_URL)('one chat turn on PostgreSQL', () => {
  it('runs no more transactions than it did when counted', async () => {
    const { cookie } = await signUp(t, 'turn_cost', true)
    const first = await ask({ message: 'I work as a nurse in Lisbon.' }, cookie)
    const { conversationId } = parseSse(first.body)[0]!.data as { conversationId: string }
    await t.app.background.idle()
    const followUp = await countStatements(async () => {
      const res = await ask({ message: 'What should I read next?', conversationId }, cookie)
      expect(parseSse(res.body).at(-1)?.event).toBe('done')
      await t.app.background.idle()
    })
    // Counted on 2026-12-07 (texts in bench/README.md): a follow-up turn ran 17, each statement
    // its own transaction. This keeps it from growing while the target (5) is worked to.
    expect(followUp.transactions, followUp.texts.join('\n')).toBeLessThanOrEqual(17)
  })
})
