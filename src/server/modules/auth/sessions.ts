import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import type { Db } from '../../db/open'
import { preparedStatement } from '../../db/prepared'
import { sessions, users } from '../../db/schema/index'
import type { SessionCache } from './session-cache'
import { toPublicUser, type UserRow } from './users'
import type { User } from '@/shared/auth'

export const SESSION_COOKIE = 'hc_session'

/**
 * Over HTTPS in production the cookie is `__Host-hc_session`: the browser then only accepts it
 * from this host, secure, for path `/`, so a sibling subdomain cannot plant or shadow it.
 */
export const sessionCookieName = (secure: boolean) =>
  secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** "Remember me": a 30-day cookie; otherwise a browser-session cookie with shorter server limits. */
export const SESSION_LIMITS = {
  persistent: { absoluteMs: 30 * DAY, idleMs: 30 * DAY },
  browser: { absoluteMs: 7 * DAY, idleMs: 1 * DAY },
} as const

// Sliding idle expiry without a write on every request.
const TOUCH_AFTER_MS = 5 * MINUTE

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface ActiveSession {
  user: User
  tokenHash: string
}

/** Creates a session for the user and returns its token (256 random bits) for the cookie. */
export async function createSession(db: Db, userId: number, persistent: boolean, userAgent = '') {
  const token = randomBytes(32).toString('base64url')
  const limits = persistent ? SESSION_LIMITS.persistent : SESSION_LIMITS.browser
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    persistent,
    userAgent: userAgent.slice(0, 300),
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
    if (row.user.disabledAt) {
      await deleteSession(db, tokenHash, cache)
      return null
    }
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

/** A person's sessions, newest first, for their sessions list. */
export async function listUserSessions(db: Db, userId: number) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      persistent: sessions.persistent,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
}

/** Ends one of the user's sessions by its listed id; false when they have none by that id. */
export async function deleteUserSession(
  db: Db,
  userId: number,
  id: number,
  cache?: SessionCache | null,
) {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ tokenHash: sessions.tokenHash })
  for (const row of deleted) cache?.forget(row.tokenHash)
  return deleted.length > 0
}

/** Ends every session of the user, except `keepTokenHash` when given; returns how many ended. */
export async function endUserSessions(
  db: Db,
  userId: number,
  cache?: SessionCache | null,
  keepTokenHash?: string | null,
) {
  const deleted = await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    )
    .returning({ tokenHash: sessions.tokenHash })
  cache?.forgetUser(userId)
  return deleted.length
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
  reply.setCookie(sessionCookieName(secure), session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    ...(session.persistent ? { maxAge: SESSION_LIMITS.persistent.absoluteMs / 1000 } : {}),
  })
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(sessionCookieName(secure), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  })
}
