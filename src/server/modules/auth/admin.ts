import { inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/open'
import { users } from '../../db/schema/index'
import { requireAdmin } from './guards'

export { isAdmin, isConfiguredAdmin } from './guards'

/** @deprecated use `requireAdmin` from ./guards (or `access: 'admin'` on a route). */
export function adminOnly(app: FastifyInstance, what: string) {
  return requireAdmin(app, { what })
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
