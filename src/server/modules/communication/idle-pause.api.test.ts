import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { aiMessages, siteActivity } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { ManualClock } from '../../test/manual-clock'
import { AUTO_MESSAGING_JOB, PAUSED_RESULT } from './auto-messaging'

// Background agents pause while no person has used the site for 10 minutes, on any instance
// sharing the database (decision 219). The app's clock stands still unless a test moves it.

const START = '2026-11-21T10:00:00Z'
const MINUTE = 60_000
/** The auto messaging interval and a little: every tick is due. */
const TICK = 2 * MINUTE + 1_000

async function autoPosts(t: TestApp) {
  const board = await t.app.inject({ url: '/api/ai-messages?limit=100' })
  return (board.json() as { tags: string[] }[]).filter((m) => m.tags.includes('auto')).length
}

/**
 * People's questions on the board, written straight to the database (no request, so no site
 * activity): something new for the agents to answer, without which they post nothing (250).
 */
async function peopleAsk(t: TestApp, n: number) {
  await t.app.database.db.insert(aiMessages).values(
    Array.from({ length: n }, (_, i) => ({
      fromAgent: 'user',
      toAgent: 'all',
      messageType: 'discovery',
      content: `Which course would help me learn to meditate, question ${i + 1}?`,
    })),
  )
}

/** Runs the due jobs at the clock's time; the auto messaging job's result. */
async function tick(t: TestApp, clock: ManualClock) {
  clock.advance(TICK)
  expect(await t.app.scheduler.runDue()).toContain(AUTO_MESSAGING_JOB)
  return (await t.app.scheduler.state(AUTO_MESSAGING_JOB))!.lastResult
}

const status = async (t: TestApp) =>
  (await t.app.inject({ url: '/api/agent-zero/status' })).json().idlePause as {
    paused: boolean
    lastPersonActivity: string | null
  }

/** What the shared row says, written at most once a minute. */
async function storedActivity(t: TestApp) {
  await t.app.background.idle()
  const [row] = await t.app.database.db
    .select()
    .from(siteActivity)
    .where(eq(siteActivity.key, 'person'))
  return row?.lastActiveAt.toISOString() ?? null
}

describe('the idle pause of background agents', () => {
  it('pauses auto messages after 10 minutes of nobody, says so, and resumes when someone comes', async () => {
    const clock = new ManualClock(START)
    const t = await buildTestApp({ clock })
    try {
      await peopleAsk(t, 3)
      // Nobody has ever been here.
      expect(await status(t)).toEqual({ paused: true, lastPersonActivity: null })
      expect(await tick(t, clock)).toBe(PAUSED_RESULT)
      expect(await autoPosts(t)).toBe(0)

      // A visitor opens a page.
      const seenAt = clock.now().toISOString()
      expect((await t.app.inject({ url: '/' })).statusCode).toBeLessThan(500)
      expect(await storedActivity(t)).toBe(seenAt)
      expect(await tick(t, clock)).toMatch(/posted message/)
      expect(await status(t)).toEqual({ paused: false, lastPersonActivity: seenAt })

      // 11 minutes of nobody (the ticks are no person, nor is reading Agent Zero's status).
      clock.advance(11 * MINUTE - TICK)
      expect(await tick(t, clock)).toBe(PAUSED_RESULT)
      expect(await status(t)).toEqual({ paused: true, lastPersonActivity: seenAt })
      expect(await tick(t, clock)).toBe(PAUSED_RESULT)
      expect(await autoPosts(t)).toBe(1)

      // A person signs in: the next tick posts again.
      await signUp(t, 'idle_returner')
      expect((await status(t)).paused).toBe(false)
      expect(await tick(t, clock)).toMatch(/posted message/)
      expect(await autoPosts(t)).toBe(2)
    } finally {
      await t.close()
    }
  })

  it('drops a reply queued while paused, and holds a collaboration until somebody comes', async () => {
    const clock = new ManualClock(START)
    const t = await buildTestApp({ clock })
    try {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/ai-communication/send',
        payload: { content: 'How does quick search work?', toAgent: 'alex', fromAgent: 'user' },
      })
      expect(sent.statusCode).toBe(201)
      await t.app.agentReplies.drained()
      const parentId = sent.json().id as number
      // Read from the database: a request would be somebody.
      const posts = async () =>
        (await t.app.database.db.select().from(aiMessages)).map((m) => ({
          parentId: m.parentId,
          tags: m.tags,
        }))
      const replies = async () => (await posts()).filter((m) => m.parentId === parentId).length
      expect(await replies()).toBe(1)

      // After 11 minutes of nobody: the same reply queued again is not written, and a
      // collaboration waits.
      clock.advance(11 * MINUTE)
      const job = {
        agent: 'alex' as const,
        prompt: 'How does quick search work?',
        parentId,
        toAgent: 'user',
        messageType: 'conversation',
      }
      t.app.agentReplies.enqueue(job)
      await t.app.agentReplies.drained()
      expect(await replies()).toBe(1)
      const collaboration = await t.app.collaborations.start({
        topic: 'an empty room',
        participants: ['adam', 'eve'],
        rounds: 1,
        startedBy: 'test',
      })
      const turns = async () =>
        (await posts()).filter((m) => m.tags.includes(`collab-${collaboration.id}`)).length
      let settled = false
      const done = t.app.collaborations.settled().then(() => (settled = true))
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(settled).toBe(false)
      expect(await turns()).toBe(0)

      // Somebody: the collaboration goes on, and replies are written again.
      await t.app.inject({ url: '/' })
      await done
      expect(await turns()).toBe(2)
      const list = (await t.app.inject({ url: '/api/ai-collaboration' })).json() as {
        id: number
        status: string
      }[]
      expect(list.find((c) => c.id === collaboration.id)?.status).toBe('completed')
      t.app.agentReplies.enqueue(job)
      await t.app.agentReplies.drained()
      expect(await replies()).toBe(2)
    } finally {
      await t.close()
    }
  })

  it('lets shutdown end a collaboration waiting for somebody, without waiting for it', async () => {
    const t = await buildTestApp({ clock: new ManualClock(START) })
    const warnings: string[] = []
    const warn = t.app.log.warn.bind(t.app.log)
    t.app.log.warn = ((...args: Parameters<typeof warn>) => {
      warnings.push(String(args.at(-1)))
      return warn(...args)
    }) as typeof warn
    await t.app.collaborations.start({
      topic: 'nobody here',
      participants: ['adam', 'eve'],
      rounds: 1,
      startedBy: 'test',
    })
    const started = performance.now()
    await t.close()
    expect(performance.now() - started).toBeLessThan(4_000)
    expect(warnings).toContain('collaboration failed')
  })

  it.skipIf(!process.env.DATABASE_URL)(
    'holds across two instances: activity seen by one un-pauses the other (PostgreSQL)',
    async () => {
      const clock = new ManualClock(START)
      const first = await buildTestApp({ clock })
      const second = await buildTestApp({
        clock,
        databaseSchema: first.app.config.databaseSchema,
        vaultsDir: first.app.config.vaultsDir,
      })
      try {
        await peopleAsk(first, 3)
        await first.app.inject({ url: '/api/ai-messages' })
        expect(await storedActivity(first)).toBe(new Date(START).toISOString())
        // Within the minute, the shared row is written once for both instances.
        clock.advance(30_000)
        await second.app.inject({ url: '/api/ai-messages' })
        expect(await storedActivity(second)).toBe(new Date(START).toISOString())
        expect(await tick(second, clock)).toMatch(/posted message/)

        // The second instance saw someone itself, but not for 10 minutes, nor did the first.
        clock.advance(11 * MINUTE - TICK)
        expect(await tick(second, clock)).toBe(PAUSED_RESULT)
        expect((await status(second)).paused).toBe(true)

        // Someone on the first instance: the second resumes.
        const back = clock.now().toISOString()
        await first.app.inject({ url: '/' })
        expect(await storedActivity(first)).toBe(back)
        expect((await status(second)).paused).toBe(false)
        expect(await tick(second, clock)).toMatch(/posted message/)
      } finally {
        await second.app.close()
        await first.close()
      }
    },
  )
})
