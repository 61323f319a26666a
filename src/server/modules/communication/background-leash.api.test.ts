import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeModel, type FakeModel } from '../../../../tests/support/fake-model'
import { backgroundCallsToday, takeBackgroundCall } from '../../ai/background'
import { buildTestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { AI_AGENTS } from './service'

// Background agents (decision 212): their own model choice, the offline engine without one,
// and a day's allowance of model calls held in the database.
let fake: FakeModel
beforeAll(async () => {
  fake = await startFakeModel()
})
afterAll(async () => {
  await fake.close()
})

async function appWith(callsPerDay: number) {
  const t = await buildTestApp({
    adminUsernames: ['leash_admin'],
    backgroundModelCallsPerDay: callsPerDay,
  })
  const admin = (await signUp(t, 'leash_admin')).cookie
  const as = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: admin } })
  const added = await as('POST', '/api/connections', { name: 'Fake', baseUrl: fake.baseUrl })
  const connectionId = added.json().id as string
  /** Broadcasts and waits for every agent's reply; the replies' texts. */
  const broadcast = async (message: string) => {
    const res = await as('POST', '/api/ai-communication/broadcast', { message })
    expect(res.statusCode).toBe(201)
    await t.app.agentReplies.drained()
    const replies = await t.app.inject({
      url: `/api/ai-messages?parentId=${res.json().messageId}`,
    })
    return (replies.json() as { content: string }[]).map((m) => m.content)
  }
  return { t, as, connectionId, broadcast }
}

const modelCalls = () => fake.requests.length
/** Every agent answers a broadcast: the four personas and Agent Zero. */
const AGENTS = AI_AGENTS.length

describe('background agents on a leash', () => {
  it('answer with the offline engine while no model is chosen for them, whatever the default', async () => {
    const { t, as, connectionId, broadcast } = await appWith(200)
    try {
      await as('PUT', '/api/connections/choices', { default: { connectionId, model: 'echo' } })
      const before = modelCalls()
      const replies = await broadcast('Hello agents')
      expect(replies).toHaveLength(AGENTS)
      expect(modelCalls()).toBe(before)
      expect(replies.some((text) => text.startsWith('You said:'))).toBe(false)
      expect(await backgroundCallsToday(t.app.database.db)).toBe(0)

      // Chosen for them: the model answers, and each call is counted.
      await as('PUT', '/api/connections/choices', { background: { connectionId, model: 'echo' } })
      const answered = await broadcast('Hello again')
      expect(answered.filter((text) => text.startsWith('You said:'))).toHaveLength(AGENTS)
      expect(modelCalls()).toBe(before + AGENTS)
      expect(await backgroundCallsToday(t.app.database.db)).toBe(AGENTS)
      const overview = await t.app.inject({
        url: '/api/connections',
        headers: { cookie: (await signUp(t, 'leash_member')).cookie },
      })
      expect(overview.statusCode).toBe(403)
    } finally {
      await t.close()
    }
  })

  it('stop calling the model for the day at BACKGROUND_MODEL_CALLS_PER_DAY', async () => {
    const { t, as, connectionId, broadcast } = await appWith(2)
    try {
      await as('PUT', '/api/connections/choices', { background: { connectionId, model: 'echo' } })
      const before = modelCalls()
      const replies = await broadcast('Who answers?')
      expect(replies).toHaveLength(AGENTS)
      expect(replies.filter((text) => text.startsWith('You said:'))).toHaveLength(2)
      expect(modelCalls()).toBe(before + 2)
      expect(await backgroundCallsToday(t.app.database.db)).toBe(2)
      expect(await takeBackgroundCall(t.app.database.db, 2)).toBe(false)
      // Agent Zero reports the day's calls.
      const status = await t.app.inject({ url: '/api/agent-zero/status' })
      expect(status.json().backgroundModelCalls).toEqual({ today: 2, limit: 2 })
    } finally {
      await t.close()
    }
  })

  it('post only the answer: reasoning stays off the board, and a reply without text is a failed model the offline engine covers', async () => {
    const { t, as, connectionId, broadcast } = await appWith(200)
    const use = (model: string) =>
      as('PUT', '/api/connections/choices', { background: { connectionId, model } })
    try {
      for (const model of ['reasoning', 'think']) {
        await use(model)
        const replies = await broadcast(`Hello ${model}`)
        expect(replies).toHaveLength(AGENTS)
        for (const text of replies) {
          expect(text.trim()).toBe('Hello from the model.')
          expect(text).not.toMatch(/think|greets/i)
        }
      }
      for (const model of ['reasoning-only', 'tool-calls', 'empty']) {
        await use(model)
        const before = modelCalls()
        const replies = await broadcast(`Hello ${model}`)
        // Each agent asked the model, which said nothing: the offline engine wrote instead.
        expect(modelCalls()).toBe(before + AGENTS)
        expect(replies).toHaveLength(AGENTS)
        for (const text of replies) {
          expect(text.trim().length).toBeGreaterThan(20)
          expect(text).not.toMatch(/Thinking about it|Hello from the model|not answering/)
        }
      }
      expect(await backgroundCallsToday(t.app.database.db)).toBe(5 * AGENTS)
    } finally {
      await t.close()
    }
  })

  it.skipIf(!process.env.DATABASE_URL)(
    'hands out exactly the day’s calls to two instances taking them at once (PostgreSQL)',
    async () => {
      const first = await buildTestApp()
      const second = await buildTestApp({
        databaseSchema: first.app.config.databaseSchema,
        vaultsDir: first.app.config.vaultsDir,
      })
      try {
        const takes = Array.from({ length: 40 }, (_, i) =>
          takeBackgroundCall((i % 2 ? first : second).app.database.db, 15),
        )
        const taken = (await Promise.all(takes)).filter(Boolean)
        expect(taken).toHaveLength(15)
        expect(await backgroundCallsToday(first.app.database.db)).toBe(15)
      } finally {
        await second.app.close()
        await first.close()
      }
    },
  )
})
