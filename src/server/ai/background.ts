import { sql } from 'drizzle-orm'
import { utcDay } from '@/shared/utc-day'
import type { Db } from '../db/open'
import { backgroundModelCalls } from '../db/schema/index'
import type { AppServices } from '../types'
import type { OfflineHints } from './offline/offline-provider'
import type { ChatMessage, GenerateOptions, GenerationResult } from './provider'

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
 * Reserves a background agent's turn: null while nobody is on the site at `at` (decision
 * 219); else whether the model chosen for background agents writes it, a call taken from the
 * day's allowance, or the offline engine (decision 212).
 */
export async function reserveBackgroundTurn(
  app: Pick<AppServices, 'ai' | 'database' | 'config' | 'activity'>,
  hints: OfflineHints,
  at?: Date,
): Promise<{ model: boolean } | null> {
  if (await app.activity.paused(at)) return null
  const wantsModel = app.ai.provider.resolve(hints.persona, null, true) !== null
  return {
    model:
      wantsModel &&
      (await takeBackgroundCall(app.database.db, app.config.backgroundModelCallsPerDay)),
  }
}

/** Writes a reserved background turn. */
export function writeBackgroundTurn(
  app: Pick<AppServices, 'ai'>,
  reserved: { model: boolean },
  messages: ChatMessage[],
  hints: OfflineHints,
  options: GenerateOptions = {},
): AsyncGenerator<string, GenerationResult> {
  return reserved.model
    ? app.ai.provider.generate(messages, { ...options, hints: { ...hints, background: true } })
    : app.ai.offline.generate(messages, { ...options, hints })
}

/**
 * What a background agent writes (an auto message, a collaboration turn; agent replies go
 * through the turn pipeline, chat/background-turn.ts). Nothing, `BackgroundPaused`, while
 * nobody is on the site at `at`.
 */
export async function* backgroundGeneration(
  app: Pick<AppServices, 'ai' | 'database' | 'config' | 'activity'>,
  messages: ChatMessage[],
  hints: OfflineHints,
  at?: Date,
) {
  const reserved = await reserveBackgroundTurn(app, hints, at)
  if (!reserved) throw new BackgroundPaused()
  return yield* writeBackgroundTurn(app, reserved, messages, hints)
}
