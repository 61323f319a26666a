import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { AppServices } from '../../types'
import { ADMIN_PAGE_SIZE, type AdminUser, type AdminUserChange } from '@/shared/admin'
import type { Db } from '../../db/open'
import { sessions, users } from '../../db/schema/index'
import { isConfiguredAdmin } from '../auth/service'
import type { UserRow } from '../auth/service'

export function toAdminUser(app: AppServices, row: UserRow, sessionCount: number): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    adminByConfig: isConfiguredAdmin(app, row.username),
    isPremium: row.isPremium,
    premiumRequested: row.premiumRequestedAt !== null && !row.isPremium,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    sessions: sessionCount,
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** People by username or email containing `q`, oldest first, one page at a time. */
export async function listUsers(app: AppServices, q: string, page: number) {
  const db = app.database.db
  const pattern = `%${escapeLike(q)}%`
  const where = q ? or(ilike(users.username, pattern), ilike(users.email, pattern)) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ])
  const counts = await sessionCounts(
    db,
    rows.map((row) => row.id),
  )
  return {
    users: rows.map((row) => toAdminUser(app, row, counts.get(row.id) ?? 0)),
    total: Number(total?.n ?? 0),
    page,
    pageSize: ADMIN_PAGE_SIZE,
  }
}

export async function sessionCounts(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ userId: sessions.userId, n: count() })
    .from(sessions)
    .where(inArray(sessions.userId, ids))
    .groupBy(sessions.userId)
  return new Map(rows.map((row) => [row.userId, Number(row.n)]))
}

/**
 * Whether an active administrator other than `except` remains, with every administrator's row
 * locked until `tx` ends: two administrators acting on each other (or on themselves) at the same
 * moment are serialised, so never both succeed and leave none.
 */
export async function anotherAdministratorStays(
  app: AppServices,
  tx: Db,
  except: number,
): Promise<boolean> {
  const configured = app.config.adminUsernames
  const admins = await tx
    .select({ id: users.id, disabledAt: users.disabledAt })
    .from(users)
    .where(
      configured.length
        ? or(eq(users.role, 'admin'), inArray(sql`lower(${users.username})`, configured))
        : eq(users.role, 'admin'),
    )
    .orderBy(asc(users.id))
    .for('update')
  return admins.some((row) => row.id !== except && row.disabledAt === null)
}

/** Applies a change that takes away `target`'s administration, unless it is the last one. */
export async function changeUserKeepingAnAdministrator(
  app: AppServices,
  target: UserRow,
  change: AdminUserChange,
): Promise<UserRow | undefined> {
  return app.database.db.transaction(async (tx) =>
    (await anotherAdministratorStays(app, tx, target.id))
      ? changeUser(tx, target, change)
      : undefined,
  )
}

/** Applies an administrator's change to one person's role, premium and disabled state. */
export async function changeUser(db: Db, target: UserRow, change: AdminUserChange) {
  const [row] = await db
    .update(users)
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.isPremium === undefined
        ? {}
        : change.isPremium
          ? {
              isPremium: true,
              premiumSince: sql`coalesce(${users.premiumSince}, now())`,
              premiumRequestedAt: null,
            }
          : { isPremium: false, premiumSince: null, premiumRequestedAt: null }),
      ...(change.disabled === undefined
        ? {}
        : { disabledAt: change.disabled ? (target.disabledAt ?? new Date()) : null }),
    })
    .where(eq(users.id, target.id))
    .returning()
  return row!
}
