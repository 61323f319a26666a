import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { enrollments } from '../../db/schema/index'

/** Enrols the user; `created` is false when they already were. */
export async function insertEnrollment(db: Db, userId: number, courseId: string, now: Date) {
  const [created] = await db
    .insert(enrollments)
    .values({ userId, courseId, createdAt: now })
    .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
    .returning()
  if (created) return { row: created, created: true }
  const [existing] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  if (!existing) throw new Error('enrolment vanished')
  return { row: existing, created: false }
}

export async function enrollmentsOf(db: Db, userId: number) {
  return db
    .select()
    .from(enrollments)
    .where(eq(enrollments.userId, userId))
    .orderBy(asc(enrollments.createdAt), asc(enrollments.id))
}
