import { and, count, eq, gt, inArray, lt, max, min } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { authFailures } from '../../db/schema/index'

/**
 * A limit on recorded attempts under `key` within `windowMs`: either a hard cap (`maxFailures`,
 * then blocked until the oldest leaves the window) or a progressive delay (after `freeFailures`,
 * each further try waits twice as long after the latest, up to `maxDelayMs`).
 */
export type AttemptRule =
  | { key: string; windowMs: number; maxFailures: number }
  | { key: string; windowMs: number; freeFailures: number; maxDelayMs: number }

const MINUTE = 60_000
const WINDOW_15_MIN = 15 * MINUTE

/**
 * Sign-in limits, stored in the database so every instance counts the same failures. There is no
 * limit on an account alone: failures from one address never stop the right password from
 * another (decision 129).
 */
export const loginRules = (account: string, ip: string): AttemptRule[] => [
  {
    key: `login:ip-account:${ip}:${account.trim().toLowerCase()}`,
    windowMs: WINDOW_15_MIN,
    freeFailures: 3,
    maxDelayMs: WINDOW_15_MIN,
  },
  { key: `login:ip:${ip}`, windowMs: WINDOW_15_MIN, maxFailures: 50 },
]

/** Refused sign-ups (a taken name) from one address. */
export const registerRules = (ip: string): AttemptRule[] => [
  { key: `register:ip:${ip}`, maxFailures: 10, windowMs: WINDOW_15_MIN },
]

/** Accounts created from one address in an hour; none when the limit is 0. */
export const signupRules = (ip: string, perHour: number): AttemptRule[] =>
  perHour > 0 ? [{ key: `signup:ip:${ip}`, maxFailures: perHour, windowMs: 60 * MINUTE }] : []

/** Seconds until every rule lets the next attempt through, or 0 when none holds it back. */
export async function secondsBlocked(db: Db, rules: AttemptRule[]): Promise<number> {
  let waitMs = 0
  const now = Date.now()
  for (const rule of rules) {
    const since = new Date(now - rule.windowMs)
    const [row] = await db
      .select({ failures: count(), oldest: min(authFailures.at), latest: max(authFailures.at) })
      .from(authFailures)
      .where(and(eq(authFailures.key, rule.key), gt(authFailures.at, since)))
    if (!row?.oldest || !row.latest) continue
    if ('maxFailures' in rule) {
      if (row.failures >= rule.maxFailures)
        waitMs = Math.max(waitMs, new Date(row.oldest).getTime() + rule.windowMs - now)
    } else if (row.failures >= rule.freeFailures) {
      const delay = Math.min(1000 * 2 ** (row.failures - rule.freeFailures), rule.maxDelayMs)
      waitMs = Math.max(waitMs, new Date(row.latest).getTime() + delay - now)
    }
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0
}

export async function recordFailure(db: Db, rules: AttemptRule[]) {
  if (rules.length === 0) return
  await db.insert(authFailures).values(rules.map((rule) => ({ key: rule.key })))
  // Old rows are useless; trim them now and then rather than on a schedule.
  if (Math.random() < 0.05) {
    await db.delete(authFailures).where(lt(authFailures.at, new Date(Date.now() - 24 * 3_600_000)))
  }
}

export async function clearFailures(db: Db, keys: string[]) {
  if (keys.length) await db.delete(authFailures).where(inArray(authFailures.key, keys))
}
