import { inArray, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { User } from '@/shared/auth'
import type { Db } from '../../db/open'
import { users } from '../../db/schema/index'

/** Named in ADMIN_USERNAMES (usernames are unique case-insensitively): always an administrator. */
export function isConfiguredAdmin(app: FastifyInstance, username: string): boolean {
  return app.config.adminUsernames.includes(username.toLowerCase())
}

/**
 * An operator: a user whose stored role is administrator (the installation's first account,
 * or one an administrator named) or who is named in ADMIN_USERNAMES. The only admin check.
 */
export function isAdmin(app: FastifyInstance, user: User | null): boolean {
  return user !== null && (user.role === 'admin' || isConfiguredAdmin(app, user.username))
}

/**
 * A preHandler for operator actions: 401 for a visitor, 403 for a signed-in non-admin. `what`
 * completes "Sign in to …" and "Only an administrator can …".
 */
export function adminOnly(app: FastifyInstance, what: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return reply.status(401).send({ message: `Sign in to ${what}.` })
    if (!isAdmin(app, request.user)) {
      return reply.status(403).send({
        message: `Only an administrator can ${what}. Ask an administrator of this installation.`,
      })
    }
  }
}

/**
 * Names in ADMIN_USERNAMES that no account holds yet: whoever signs up first with one of them
 * becomes an administrator, so the server warns about them at start (decision 110).
 */
export async function unclaimedAdminNames(db: Db, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return []
  const taken = await db
    .select({ name: sql<string>`lower(${users.username})` })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, [...names]))
  const held = new Set(taken.map((row) => row.name))
  return names.filter((name) => !held.has(name))
}
