import { and, count, desc, eq, like, lt, notLike, type SQL } from 'drizzle-orm'
import type { AppServices } from '../../types'
import { SECURITY_TYPE_PREFIX, type Observation } from '@/shared/observer'
import type { Db } from '../../db/open'
import { agentZeroState, observations } from '../../db/schema/index'

type Row = typeof observations.$inferSelect

export interface NewObservation {
  type: string
  data?: Record<string, unknown>
  observation: string
  status?: Observation['status']
}

const toObservation = (row: Row): Observation => ({
  id: row.id,
  type: row.type,
  timestamp: row.createdAt.toISOString(),
  agent: row.agent,
  data: row.data as Record<string, unknown>,
  observation: row.observation,
  status: row.status,
})

/**
 * Stores an observation and announces it as a live `observation` event; security events are
 * not announced, since the live stream reaches everyone and only administrators read them.
 */
export async function observe(app: AppServices, entry: NewObservation): Promise<Observation> {
  const [row] = await app.database.db
    .insert(observations)
    .values({
      type: entry.type,
      data: entry.data ?? {},
      observation: entry.observation,
      status: entry.status ?? 'recorded',
    })
    .returning()
  const observation = toObservation(row!)
  if (!observation.type.startsWith(SECURITY_TYPE_PREFIX))
    await app.events.publish('observation', observation)
  return observation
}

export interface ObservationQuery {
  limit: number
  before?: number
  category?: 'security' | 'activity'
  type?: string
  /** Security events are listed only for administrators. */
  includeSecurity: boolean
}

export async function listObservations(db: Db, query: ObservationQuery) {
  const security = `${SECURITY_TYPE_PREFIX}%`
  const conditions: (SQL | undefined)[] = [
    query.before ? lt(observations.id, query.before) : undefined,
    query.type ? eq(observations.type, query.type) : undefined,
    query.category === 'security' ? like(observations.type, security) : undefined,
    query.category === 'activity' || !query.includeSecurity
      ? notLike(observations.type, security)
      : undefined,
  ]
  const rows = await db
    .select()
    .from(observations)
    .where(and(...conditions))
    .orderBy(desc(observations.id))
    .limit(query.limit)
  return rows.map(toObservation)
}

export async function observationStats(db: Db) {
  const [[total], [latestAudit], [latest]] = await Promise.all([
    db.select({ n: count() }).from(observations),
    db
      .select()
      .from(observations)
      .where(eq(observations.type, 'memory_audit'))
      .orderBy(desc(observations.id))
      .limit(1),
    db.select().from(observations).orderBy(desc(observations.id)).limit(1),
  ])
  return {
    totalObservations: Number(total?.n ?? 0),
    codexIntegrity: latestAudit
      ? latestAudit.status === 'passed'
        ? 'intact'
        : 'compromised'
      : ('unverified' as const),
    lastActivity: latest?.createdAt.toISOString() ?? null,
  } as const
}

export async function readState<T>(db: Db, key: string, fallback: T): Promise<T> {
  const [row] = await db.select().from(agentZeroState).where(eq(agentZeroState.key, key))
  return row ? (row.value as T) : fallback
}

export async function writeState(db: Db, key: string, value: unknown) {
  await db
    .insert(agentZeroState)
    .values({ key, value })
    .onConflictDoUpdate({ target: agentZeroState.key, set: { value, updatedAt: new Date() } })
}

/** Clears Agent Zero's own working state; returns what it cleared. Never touches user data. */
export async function resetState(db: Db) {
  const cleared = await db.delete(agentZeroState).returning({ key: agentZeroState.key })
  const acknowledged = await db
    .update(observations)
    .set({ status: 'recorded' })
    .where(and(eq(observations.status, 'acknowledged')))
    .returning({ id: observations.id })
  return { stateKeys: cleared.map((row) => row.key), acknowledgedAlerts: acknowledged.length }
}
