import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { passwordResets } from '../../db/schema/index'
import { hashToken } from '../auth/service'

export const RESET_LINK_LIFETIME_MS = 60 * 60_000

/**
 * A one-time reset token for the user (256 random bits; only its SHA-256 is stored). Issuing one
 * withdraws any earlier link of the same person that was not used.
 */
export async function issueResetToken(db: Db, userId: number, issuedBy: number) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + RESET_LINK_LIFETIME_MS)
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    await tx
      .insert(passwordResets)
      .values({ tokenHash: hashToken(token), userId, issuedBy, expiresAt })
  })
  return { token, expiresAt }
}

const usable = (token: string) =>
  and(
    eq(passwordResets.tokenHash, hashToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  )

/** The user a reset token is for while it is unused and unexpired; it stays unspent. */
export async function resetTokenUser(db: Db, token: string) {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(usable(token))
  return row?.userId
}

/**
 * Spends a reset token: the user it was issued for, or undefined when it is unknown, used or
 * expired. One statement marks it used, so two racing requests cannot both spend it.
 */
export async function spendResetToken(db: Db, token: string) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(usable(token))
    .returning({ userId: passwordResets.userId })
  return row?.userId
}

/** Withdraws the person's unused reset links: a password changed by its owner ends them. */
export async function withdrawResetTokens(db: Db, userId: number) {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
}
