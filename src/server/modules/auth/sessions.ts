import { createHash, randomBytes } from 'node:crypto'
import { and, eq, lt, or, sql } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import type { Db } from '../../db/open'
import { preparedStatement } from '../../db/prepared'
import { sessions, users } from '../../db/schema/index'
import type { SessionCache } from './session-cache'
import { toPublicUser, type UserRow } from './users'
import type { User } from '@/shared/auth'

export const SESSION_COOKIE = 'hc_session'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** "Remember me": a 30-day cookie; otherwise a browser-session cookie with shorter server limits. */
export const SESSION_LIMITS = {
  persistent: { absoluteMs: 30 * DAY, idleMs: 30 * DAY },
  browser: { absoluteMs: 7 * DAY, idleMs: 1 * DAY },
} as const

// Sliding idle expiry without a write on every request.
const TOUCH_AFTER_MS = 5 * MINUTE

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface ActiveSession {
  user: User
  tokenHash: string
}

/** Creates a session for the user and returns its token (256 random bits) for the cookie. */
export async function createSession(db: Db, userId: number, persistent: boolean) {
  const token = randomBytes(32).toString('base64url')
  const limits = persistent ? SESSION_LIMITS.persistent : SESSION_LIMITS.browser
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    persistent,
    expiresAt: new Date(Date.now() + limits.absoluteMs),
  })
  return { token, persistent }
}

/**
 * The session's user, or null when the token is unknown or past its idle or absolute limit.
 * With a cache (PGlite), a session resolved before is not read again.
 */
const sessionStatement = preparedStatement((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('resolve_session'),
)

export async function resolveSession(
  db: Db,
  token: string,
  cache?: SessionCache | null,
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token)
  let session = cache?.get(tokenHash)
  if (!session) {
    const readAt = cache?.begin() ?? 0
    const [row] = await sessionStatement(db).execute({ tokenHash })
    if (!row) return null
    session = {
      user: toPublicUser(row.user as UserRow),
      persistent: row.session.persistent,
      lastSeenAt: row.session.lastSeenAt.getTime(),
      expiresAt: row.session.expiresAt.getTime(),
    }
    cache?.set(tokenHash, session, readAt)
  }

  const now = Date.now()
  const idleMs = session.persistent
    ? SESSION_LIMITS.persistent.idleMs
    : SESSION_LIMITS.browser.idleMs
  if (session.expiresAt <= now || session.lastSeenAt + idleMs <= now) {
    await deleteSession(db, tokenHash, cache)
    return null
  }
  if (now - session.lastSeenAt > TOUCH_AFTER_MS) {
    session.lastSeenAt = now
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash))
  }
  return { user: session.user, tokenHash }
}

export async function deleteSession(db: Db, tokenHash: string, cache?: SessionCache | null) {
  cache?.forget(tokenHash)
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
}

/** Drops sessions past their absolute expiry or idle for longer than any limit allows. */
export async function deleteExpiredSessions(db: Db) {
  const now = Date.now()
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now)),
        and(
          eq(sessions.persistent, false),
          lt(sessions.lastSeenAt, new Date(now - SESSION_LIMITS.browser.idleMs)),
        ),
      ),
    )
}

export function setSessionCookie(
  reply: FastifyReply,
  session: { token: string; persistent: boolean },
  secure: boolean,
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(session.persistent ? { maxAge: SESSION_LIMITS.persistent.absoluteMs / 1000 } : {}),
  })
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure })
}
