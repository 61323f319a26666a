import { plural } from '@/shared/plural'
import { eq } from 'drizzle-orm'
import type { AppServices } from '../../types'
import type { AccountSession } from '@/shared/account'
import type { User } from '@/shared/auth'
import { users } from '../../db/schema/index'
import {
  audit,
  clearFailures,
  deleteUserSession,
  endUserSessions,
  findUserById,
  hashPassword,
  isAdmin,
  listUserSessions,
  loginRules,
  passwordProblem,
  recordFailure,
  secondsBlocked,
  verifyPassword,
} from '../auth/service'
import { revokeAllApiKeys } from '../api-keys/service'
import { conversationMessages, savedConversation } from '../chat/service'
import { chatExport, chatMarkdown, downloadName } from './chat-export'
import { deleteAccount } from './delete'
import { resetTokenUser, spendResetToken, withdrawResetTokens } from './reset-links'

export { accountExport } from './export'
export { issueResetToken } from './reset-links'

/** Why an account action was refused: the status and message to answer with. */
export interface Refusal {
  status: 400 | 409 | 429
  message: string
  /** Seconds, for `Retry-After` (429). */
  retryAfter?: number
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Checks the account's password for a sensitive action, under the same per-address limits
 * as signing in, so it cannot be used to guess the password either.
 */
async function confirmPassword(
  app: AppServices,
  user: User,
  password: string,
  field: string,
  ip: string,
): Promise<Refusal | undefined> {
  const db = app.database.db
  const rules = loginRules(user.username, ip)
  const wait = await secondsBlocked(db, rules)
  if (wait > 0)
    return {
      status: 429,
      retryAfter: wait,
      message: `Too many attempts. Try again in ${plural(Math.ceil(wait / 60), 'minute')}.`,
    }
  const row = await findUserById(db, user.id)
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    await recordFailure(db, rules)
    await audit(app, {
      kind: 'sign-in-failed',
      text: `A wrong password was given for ${user.username}'s account settings from ${ip}.`,
      subject: user,
      ip,
    })
    return { status: 400, message: `${field}: The current password is not correct.` }
  }
  await clearFailures(db, [rules[0]!.key])
  return undefined
}

/**
 * Changes the password, ends the person's other sessions and unused reset links, and revokes
 * their API keys unless they asked to keep them; answers how many sessions and keys ended.
 */
export async function changePassword(
  app: AppServices,
  user: User,
  input: { currentPassword: string; newPassword: string; keepApiKeys?: boolean },
  current: { tokenHash: string | null; ip: string },
): Promise<Refusal | { endedSessions: number; revokedApiKeys: number }> {
  const { currentPassword, newPassword } = input
  const weak = passwordProblem(newPassword, user)
  if (weak) return { status: 400, message: `newPassword: ${weak}` }
  const refused = await confirmPassword(app, user, currentPassword, 'currentPassword', current.ip)
  if (refused) return refused
  if (newPassword === currentPassword)
    return { status: 400, message: 'newPassword: must differ from your current password' }
  const db = app.database.db
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, user.id))
  const ended = await endUserSessions(db, user.id, app.sessionCache, current.tokenHash)
  await withdrawResetTokens(db, user.id)
  const revoked = input.keepApiKeys ? 0 : await revokeAllApiKeys(db, user.id)
  await audit(app, {
    kind: 'password-changed',
    text: `${user.username} changed their password; ${plural(ended, 'other session')} ended, ${plural(revoked, 'API key')} revoked.`,
    actor: user,
    subject: user,
    ip: current.ip,
    details: { endedSessions: ended, revokedApiKeys: revoked },
  })
  return { endedSessions: ended, revokedApiKeys: revoked }
}

/** Sets a new password with a reset link's token and ends every session of the account. */
export async function resetPassword(
  app: AppServices,
  input: { token: string; newPassword: string },
  ip: string,
): Promise<Refusal | undefined> {
  const db = app.database.db
  const invalid: Refusal = {
    status: 400,
    message: 'token: this reset link is not valid: it was used, expired or replaced',
  }
  // A refused password leaves the link usable: check it before spending the token.
  const pending = await resetTokenUser(db, input.token)
  const row = pending === undefined ? undefined : await findUserById(db, pending)
  if (!row) return invalid
  const weak = passwordProblem(input.newPassword, row)
  if (weak) return { status: 400, message: `newPassword: ${weak}` }
  const userId = await spendResetToken(db, input.token)
  if (userId !== row.id) return invalid
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword) })
    .where(eq(users.id, userId))
  const ended = await endUserSessions(db, userId, app.sessionCache)
  const revoked = await revokeAllApiKeys(db, userId)
  await audit(app, {
    kind: 'password-reset',
    text: `${row.username} set a new password with a reset link; ${plural(ended, 'session')} ended, ${plural(revoked, 'API key')} revoked.`,
    subject: row,
    ip,
    details: { endedSessions: ended, revokedApiKeys: revoked },
  })
  return undefined
}

/** The person's sessions, newest first, the one asking marked as current. */
export async function mySessions(
  app: AppServices,
  userId: number,
  currentTokenHash: string | null,
): Promise<AccountSession[]> {
  const rows = await listUserSessions(app.database.db, userId)
  return rows.map((row) => ({
    id: row.id,
    current: row.tokenHash === currentTokenHash,
    persistent: row.persistent,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }))
}

/** Signs out one of the person's sessions; false when they have none with that id. */
export async function endMySession(app: AppServices, user: User, id: number, ip: string) {
  if (!(await deleteUserSession(app.database.db, user.id, id, app.sessionCache))) return false
  await audit(app, {
    kind: 'session-ended',
    text: `${user.username} signed out session ${id}.`,
    actor: user,
    subject: user,
    ip,
    details: { sessionId: id },
  })
  return true
}

/** One of the person's saved conversations as a file: Markdown or JSON; undefined when not theirs. */
export async function chatDownload(
  app: AppServices,
  user: User,
  id: string,
  format: 'markdown' | 'json',
) {
  const db = app.database.db
  const conversation = UUID.test(id) ? await savedConversation(db, user.id, id) : undefined
  if (!conversation) return undefined
  const chat = chatExport(conversation, await conversationMessages(db, conversation.id))
  const json = format === 'json'
  return {
    name: downloadName(chat.title, json ? 'json' : 'md'),
    type: json ? 'application/json; charset=utf-8' : 'text/markdown; charset=utf-8',
    body: json ? JSON.stringify(chat, null, 2) : chatMarkdown(chat, user.username),
  }
}

/** Deletes the person's account once the password is confirmed; never the last administrator. */
export async function deleteMyAccount(
  app: AppServices,
  user: User,
  password: string,
  ip: string,
): Promise<Refusal | undefined> {
  const refused = await confirmPassword(app, user, password, 'password', ip)
  if (refused) return refused
  if (!(await deleteAccount(app, user, { keepAnAdministrator: isAdmin(app, user) })))
    return {
      status: 409,
      message:
        'You are the last administrator: make someone else an administrator before deleting your account.',
    }
  await audit(app, {
    kind: 'account-deleted',
    text: `An account (user ${user.id}) was deleted by its owner.`,
    ip,
    details: { userId: user.id },
  })
  return undefined
}
