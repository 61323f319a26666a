import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { users } from '../../db/schema/index'

export { isAdmin, isConfiguredAdmin } from './guards'

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
