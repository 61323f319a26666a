import { and, eq, sql } from 'drizzle-orm'
import { LOCKS, withLock } from '../../db/locks'
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
  /**
   * The first account of an empty installation becomes an administrator (off when
   * ADMIN_USERNAMES names the administrators: they take precedence).
   */
  firstAccountAdmin: boolean
  signupsPerAddressPerHour: number
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505')

/**
 * Inserts the account as an administrator when the table is empty. Sign-ups that find it empty
 * take the table's lock in turn and look again, so however many arrive at once, one is first.
 */
async function insertFirstAdmin(db: Db, values: typeof users.$inferInsert) {
  const [any] = await db.select({ id: users.id }).from(users).limit(1)
  if (any) return (await db.insert(users).values(values).returning())[0]
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${users} in share row exclusive mode`)
    const [first] = await tx.select({ id: users.id }).from(users).limit(1)
    const role = first ? ('member' as const) : ('admin' as const)
    return (
      await tx
        .insert(users)
        .values({ ...values, role })
        .returning()
    )[0]
  })
}

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
  const values = {
    username: input.username,
    email: input.email.toLowerCase(),
    passwordHash,
    role: 'member' as 'member' | 'admin',
  }
  try {
    return await db.transaction(async (tx): Promise<AuthOutcome> => {
      // Sign-ups from one address take their turn from the count to the insert, so the hourly
      // cap holds however many arrive at once on however many instances (decision 216).
      for (const rule of created) {
        await withLock(tx, LOCKS.signUpRate, rule.key)
        const waitNow = await secondsBlocked(tx, [rule])
        if (waitNow > 0) return { ok: false, reason: 'blocked', retryAfterSeconds: waitNow }
      }
      const row = options.firstAccountAdmin
        ? await insertFirstAdmin(tx, values)
        : (await tx.insert(users).values(values).returning())[0]
      if (!row) throw new Error('insert returned no row')
      await recordFailure(tx, created)
      return { ok: true, user: toPublicUser(row) }
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    await recordFailure(db, refusals)
    return { ok: false, reason: 'conflict' }
  }
}

export async function login(db: Db, input: LoginInput, ip: string): Promise<AuthOutcome> {
  const row = await findUserByLogin(db, input.username)
  // Failures count against the address and the name or e-mail typed, as typed: were they
  // counted against the account it names, a block earned by e-mail would show under the
  // username which account owns that e-mail.
  const rules = loginRules(input.username, ip)
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

/**
 * Where an administrator grants Premium (decision 208): the request is kept until one does; asking
 * again keeps the first time asked.
 */
export async function requestPremium(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ premiumRequestedAt: sql`coalesce(${users.premiumRequestedAt}, now())` })
    .where(and(eq(users.id, userId), eq(users.isPremium, false)))
}

/** Back to Free: the daily limit applies again from today's count; history stays stored. */
export async function downgradeToFree(db: Db, userId: number): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ isPremium: false, premiumSince: null, premiumRequestedAt: null })
    .where(eq(users.id, userId))
    .returning()
  if (!row) throw new Error(`user ${userId} vanished during downgrade`)
  return toPublicUser(row)
}

// Used by other modules, which import this module only through this file.
export { requireAdmin, requireUser } from './guards'
export { hashToken } from './sessions'
