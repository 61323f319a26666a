import { sql } from 'drizzle-orm'
import { utcDay } from '@/shared/utc-day'
import type { Db } from '../db/open'
import { backgroundModelCalls } from '../db/schema/index'
import type { AppServices } from '../types'
import type { OfflineHints } from './offline/offline-provider'
import type { ChatMessage } from './provider'

/**
 * Takes one of the day's background model calls: true while fewer than `limit` were taken
 * today, on any instance. One conditional increment, so two instances never both take the last.
 */
export async function takeBackgroundCall(db: Db, limit: number): Promise<boolean> {
  if (limit <= 0) return false
  const taken = await db
    .insert(backgroundModelCalls)
    .values({ day: utcDay(), calls: 1 })
    .onConflictDoUpdate({
      target: backgroundModelCalls.day,
      set: { calls: sql`${backgroundModelCalls.calls} + 1` },
      setWhere: sql`${backgroundModelCalls.calls} < ${limit}`,
    })
    .returning({ calls: backgroundModelCalls.calls })
  return taken.length > 0
}

/** The background model calls taken today, all instances together. */
export async function backgroundCallsToday(db: Db): Promise<number> {
  const [row] = await db
    .select({ calls: backgroundModelCalls.calls })
    .from(backgroundModelCalls)
    .where(sql`${backgroundModelCalls.day} = ${utcDay()}`)
  return row?.calls ?? 0
}

/** Thrown instead of writing while nobody has used the site for 10 minutes (decision 219). */
export class BackgroundPaused extends Error {
  constructor() {
    super('background agents are paused: no person has used the site for 10 minutes')
    this.name = 'BackgroundPaused'
  }
}

/**
 * What a background agent writes (an auto message, an agent reply, a collaboration turn): the
 * model chosen for background agents while the day's calls last, else the offline engine.
 * Nothing, `BackgroundPaused`, while nobody is on the site at `at`.
 */
export async function* backgroundGeneration(
  app: Pick<AppServices, 'ai' | 'database' | 'config' | 'activity'>,
  messages: ChatMessage[],
  hints: OfflineHints,
  at?: Date,
) {
  if (await app.activity.paused(at)) throw new BackgroundPaused()
  const router = app.ai.provider
  const wantsModel = router.resolve(hints.persona, null, true) !== null
  if (
    wantsModel &&
    (await takeBackgroundCall(app.database.db, app.config.backgroundModelCallsPerDay))
  )
    return yield* router.generate(messages, { hints: { ...hints, background: true } })
  return yield* app.ai.offline.generate(messages, { hints })
}
