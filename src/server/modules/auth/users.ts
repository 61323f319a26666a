import { eq, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { users } from '../../db/schema/index'
import type { User } from '@/shared/auth'

export type UserRow = typeof users.$inferSelect

/** The only shape of a user that leaves the server: never the password hash. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isPremium: row.isPremium,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Finds a user by username or email, case-insensitively. */
export async function findUserByLogin(db: Db, identifier: string): Promise<UserRow | undefined> {
  const key = identifier.trim().toLowerCase()
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`))
    .limit(1)
  return row
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export async function usernameOrEmailTaken(db: Db, username: string, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1)
  return Boolean(row)
}
