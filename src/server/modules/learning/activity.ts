import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { learningActivities } from '../../db/schema/index'
import { ACTIVITY_MINUTES, type ActivityKind } from '@/shared/learning'
import type { ActivityRow } from './report'

export interface ActivityInput {
  userId: number
  kind: ActivityKind
  /** The persona or mentor involved, if any. */
  agent?: string | null
  courseId?: string | null
  occurredAt?: Date
}

/** Stores one learning action, worth the minutes its kind stands for (decision 041). */
export async function insertActivity(db: Db, input: ActivityInput) {
  await db.insert(learningActivities).values({
    userId: input.userId,
    kind: input.kind,
    agent: input.agent ?? null,
    courseId: input.courseId ?? null,
    minutes: ACTIVITY_MINUTES[input.kind],
    ...(input.occurredAt ? { occurredAt: input.occurredAt } : {}),
  })
}

export async function activityTotals(db: Db, userId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      minutes: sql<number>`coalesce(sum(${learningActivities.minutes}), 0)`.mapWith(Number),
    })
    .from(learningActivities)
    .where(eq(learningActivities.userId, userId))
  return row ?? { count: 0, minutes: 0 }
}

/** Agent ids with how often the user learned with each, most frequent first. */
export async function agentCounts(db: Db, userId: number) {
  return db
    .select({
      agent: sql<string>`${learningActivities.agent}`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(learningActivities)
    .where(and(eq(learningActivities.userId, userId), isNotNull(learningActivities.agent)))
    .groupBy(learningActivities.agent)
    .orderBy(desc(sql`count(*)`), sql`max(${learningActivities.occurredAt}) desc`)
}

const BUCKET_SECONDS = 900

/**
 * The quarter hours in which the user was active, as instants. Quarter hours (not UTC days)
 * so that any time zone, half-hour offsets included, can place them on its own calendar.
 */
export async function activeInstants(db: Db, userId: number): Promise<Date[]> {
  const bucket = sql<number>`floor(extract(epoch from ${learningActivities.occurredAt}) / ${BUCKET_SECONDS})`
  const rows = await db
    .selectDistinct({ bucket: bucket.mapWith(Number) })
    .from(learningActivities)
    .where(eq(learningActivities.userId, userId))
  return rows.map((row) => new Date(row.bucket * BUCKET_SECONDS * 1000))
}

export async function activitiesSince(db: Db, userId: number, since: Date): Promise<ActivityRow[]> {
  const rows = await db
    .select({
      kind: learningActivities.kind,
      agent: learningActivities.agent,
      courseId: learningActivities.courseId,
      minutes: learningActivities.minutes,
      occurredAt: learningActivities.occurredAt,
    })
    .from(learningActivities)
    .where(and(eq(learningActivities.userId, userId), gte(learningActivities.occurredAt, since)))
    .orderBy(learningActivities.occurredAt)
  return rows.map((row) => ({ ...row, kind: row.kind as ActivityKind }))
}
