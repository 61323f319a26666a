import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { authFailures } from '../../db/schema/index'

export interface AttemptRule {
  key: string
  maxFailures: number
  windowMs: number
}

const WINDOW_15_MIN = 15 * 60_000

/** Brute-force limits, stored in the database so every instance counts the same failures. */
export const loginRules = (account: string, ip: string): AttemptRule[] => [
  { key: `login:account:${account.trim().toLowerCase()}`, maxFailures: 5, windowMs: WINDOW_15_MIN },
  { key: `login:ip:${ip}`, maxFailures: 20, windowMs: WINDOW_15_MIN },
]

export const registerRules = (username: string, ip: string): AttemptRule[] => [
  {
    key: `register:account:${username.trim().toLowerCase()}`,
    maxFailures: 5,
    windowMs: WINDOW_15_MIN,
  },
  { key: `register:ip:${ip}`, maxFailures: 10, windowMs: WINDOW_15_MIN },
]

/** Seconds until the first blocked rule frees up, or 0 when none is over its limit. */
export async function secondsBlocked(db: Db, rules: AttemptRule[]): Promise<number> {
  let wait = 0
  for (const rule of rules) {
    const since = new Date(Date.now() - rule.windowMs)
    const [row] = await db
      .select({ failures: count(), oldest: min(authFailures.at) })
      .from(authFailures)
      .where(and(eq(authFailures.key, rule.key), gt(authFailures.at, since)))
    if (row && row.failures >= rule.maxFailures && row.oldest) {
      const freeAt = new Date(row.oldest).getTime() + rule.windowMs
      wait = Math.max(wait, Math.ceil((freeAt - Date.now()) / 1000))
    }
  }
  return wait
}

export async function recordFailure(db: Db, rules: AttemptRule[]) {
  await db.insert(authFailures).values(rules.map((rule) => ({ key: rule.key })))
  // Old rows are useless; trim them now and then rather than on a schedule.
  if (Math.random() < 0.05) {
    await db.delete(authFailures).where(lt(authFailures.at, new Date(Date.now() - 24 * 3_600_000)))
  }
}

export async function clearFailures(db: Db, keys: string[]) {
  if (keys.length) await db.delete(authFailures).where(inArray(authFailures.key, keys))
}
