import { desc, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { instances } from '../../db/schema/index'

const HEARTBEAT_STALE_MS = 90_000

/** VACUUM ANALYZE every table. */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`)
}

/** The instances sharing this database, newest heartbeat first; host and pid only with `details`. */
export async function listInstances(db: Db, currentId: string, details: boolean) {
  const rows = await db.select().from(instances).orderBy(desc(instances.lastSeenAt)).limit(50)
  const now = Date.now()
  return rows.map((row) => ({
    id: row.id,
    hostname: details ? row.hostname : null,
    pid: details ? row.pid : null,
    startedAt: row.startedAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    alive: now - row.lastSeenAt.getTime() < HEARTBEAT_STALE_MS,
    current: row.id === currentId,
  }))
}
