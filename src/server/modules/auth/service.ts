import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { users } from '../../db/schema/index'
import { hasPurchased, recordPlanPurchase } from '../commerce/service'
import {
  clearFailures,
  loginRules,
  recordFailure,
  registerRules,
  secondsBlocked,
  signupRules,
} from './attempts'
import { dummyPasswordHash, hashPassword, verifyPassword } from './password'
import { passwordProblem } from './password-policy'
import { toPublicUser, findUserByLogin, usernameOrEmailTaken } from './users'
import type { LoginInput, RegisterInput, User } from '@/shared/auth'

export { resolveSession, type ActiveSession } from './sessions'

// What other modules use of accounts, sessions and the security trail: they reach auth here.
export { isAdmin, isConfiguredAdmin } from './guards'
export { unclaimedAdminNames } from './admin'
export { audit, type SecurityEvent } from './audit'
export { clearFailures, loginRules, recordFailure, secondsBlocked } from './attempts'
export { hashPassword, verifyPassword } from './password'
export { passwordProblem } from './password-policy'
export {
  createSession,
  deleteSession,
  deleteUserSession,
  endUserSessions,
  listUserSessions,
} from './sessions'
export { findUserById, toPublicUser, type UserRow } from './users'

export type AuthOutcome =
  | { ok: true; user: User }
  | { ok: false; reason: 'conflict' }
  /** `userId` names the account the failed sign-in was for, when it exists (for the audit). */
  | { ok: false; reason: 'invalid'; userId: number | null }
  | { ok: false; reason: 'disabled'; userId: number }
  | { ok: false; reason: 'weak'; message: string }
  | { ok: false; reason: 'blocked'; retryAfterSeconds: number }

export interface RegisterOptions {
  /** The first account of an empty installation becomes an administrator. */
  firstAccountAdmin: boolean
  signupsPerAddressPerHour: number
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505')

export async function register(
  db: Db,
  input: RegisterInput,
  ip: string,
  options: RegisterOptions,
): Promise<AuthOutcome> {
  const refusals = registerRules(ip)
  const created = signupRules(ip, options.signupsPerAddressPerHour)
  const wait = await secondsBlocked(db, [...refusals, ...created])
  if (wait > 0) return { ok: false, reason: 'blocked', retryAfterSeconds: wait }

  const weak = passwordProblem(input.password, input)
  if (weak) return { ok: false, reason: 'weak', message: `password: ${weak}` }
  if (await usernameOrEmailTaken(db, input.username, input.email)) {
    await recordFailure(db, refusals)
    return { ok: false, reason: 'conflict' }
  }
  const passwordHash = await hashPassword(input.password)
  // The role is decided in the insert itself, so only an account made on an empty table is admin.
  const role = options.firstAccountAdmin
    ? sql`(case when exists (select 1 from ${users}) then 'member' else 'admin' end)`
    : 'member'
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email.toLowerCase(),
        passwordHash,
        role: role as 'member',
      })
      .returning()
    if (!row) throw new Error('insert returned no row')
    await recordFailure(db, created)
    return { ok: true, user: toPublicUser(row) }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    await recordFailure(db, refusals)
    return { ok: false, reason: 'conflict' }
  }
}

export async function login(db: Db, input: LoginInput, ip: string): Promise<AuthOutcome> {
  const row = await findUserByLogin(db, input.username)
  // Failures count against the address and the account at it, by username or email alike.
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
    return { ok: false, reason: 'invalid', userId: row?.id ?? null }
  }
  if (row.disabledAt) return { ok: false, reason: 'disabled', userId: row.id }
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

// Used by other modules, which import this module only through this file.
export { requireAdmin, requireUser } from './guards'
export { hashToken } from './sessions'
