import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { users } from '../../db/schema/index'
import { hasPurchased, recordPlanPurchase } from '../commerce/service'
import { clearFailures, loginRules, recordFailure, registerRules, secondsBlocked } from './attempts'
import { dummyPasswordHash, hashPassword, verifyPassword } from './password'
import { toPublicUser, findUserByLogin, usernameOrEmailTaken } from './users'
import type { LoginInput, RegisterInput, User } from '@/shared/auth'

export { resolveSession, type ActiveSession } from './sessions'

export type AuthOutcome =
  | { ok: true; user: User }
  | { ok: false; reason: 'invalid' | 'conflict' }
  | { ok: false; reason: 'blocked'; retryAfterSeconds: number }

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505')

export async function register(db: Db, input: RegisterInput, ip: string): Promise<AuthOutcome> {
  const rules = registerRules(input.username, ip)
  const wait = await secondsBlocked(db, rules)
  if (wait > 0) return { ok: false, reason: 'blocked', retryAfterSeconds: wait }

  if (await usernameOrEmailTaken(db, input.username, input.email)) {
    await recordFailure(db, rules)
    return { ok: false, reason: 'conflict' }
  }
  const passwordHash = await hashPassword(input.password)
  try {
    const [row] = await db
      .insert(users)
      .values({ username: input.username, email: input.email.toLowerCase(), passwordHash })
      .returning()
    if (!row) throw new Error('insert returned no row')
    return { ok: true, user: toPublicUser(row) }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    await recordFailure(db, rules)
    return { ok: false, reason: 'conflict' }
  }
}

export async function login(db: Db, input: LoginInput, ip: string): Promise<AuthOutcome> {
  const row = await findUserByLogin(db, input.username)
  // Failures count against the account, whether it is named by username or by email (decision 094).
  const rules = loginRules(row?.username ?? input.username, ip)
  const wait = await secondsBlocked(db, rules)
  if (wait > 0) return { ok: false, reason: 'blocked', retryAfterSeconds: wait }

  // Unknown users cost one argon2 verification too, so timing does not tell them apart.
  const matches = await verifyPassword(
    row?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  )
  if (!row || !matches) {
    await recordFailure(db, rules)
    return { ok: false, reason: 'invalid' }
  }
  await clearFailures(db, [rules[0]!.key])
  return { ok: true, user: toPublicUser(row) }
}

/**
 * Makes the user premium. The first upgrade, and a later move to Enterprise, are recorded as
 * plan purchases at the plan's price for the revenue dashboard (no payment is taken).
 */
export async function upgradeToPremium(
  db: Db,
  userId: number,
  plan: 'pro' | 'enterprise' = 'pro',
): Promise<User> {
  // Only the statement that flips is_premium returns a row, so concurrent calls record once.
  const [upgraded] = await db
    .update(users)
    .set({ isPremium: true, premiumSince: sql`coalesce(${users.premiumSince}, now())` })
    .where(and(eq(users.id, userId), eq(users.isPremium, false)))
    .returning()
  const row = upgraded ?? (await db.select().from(users).where(eq(users.id, userId)))[0]
  if (!row) throw new Error(`user ${userId} vanished during upgrade`)
  if (upgraded || (plan === 'enterprise' && !(await hasPurchased(db, userId, 'plan', plan))))
    await recordPlanPurchase(db, userId, plan)
  return toPublicUser(row)
}
