import { findFreeCourse, findPaidCourse, mentors } from '@content/courses'
import { personas } from '@content/personas'
import type { User } from '@/shared/auth'
import type {
  Enrollment,
  LearningReport,
  LearningStats,
  ReportTicket,
  ReportType,
} from '@/shared/learning'
import type { Db } from '../../db/open'
import { recordPurchase } from '../commerce/service'
import {
  activeInstants,
  activitiesSince,
  activityTotals,
  agentCounts,
  insertActivity,
  type ActivityInput,
} from './activity'
import { computeStreak, dayKey } from './days'
import { enrollmentsOf, insertEnrollment } from './enrollments'
import { buildReport, reportFileName, REPORT_DAYS } from './report'
import { findReport, storeReport } from './reports'

export type { ActivityInput } from './activity'

/** Records a learning action of a signed-in user (chats, notes and the like call this). */
export async function recordActivity(db: Db, input: ActivityInput) {
  await insertActivity(db, input)
}

/** The display name of a persona or mentor id. */
export function agentName(id: string): string {
  if (id in mentors) return mentors[id as keyof typeof mentors].name
  if (id in personas) return personas[id as keyof typeof personas].name
  return id
}

export type EnrollOutcome =
  | { ok: true; enrollment: Enrollment; created: boolean }
  | { ok: false; status: 404; message: string }

/**
 * Enrols the user in an AI-mentored course. The first time, it counts as learning activity and
 * as a purchase intent at the course's price (no payment is taken).
 */
export async function enroll(
  db: Db,
  userId: number,
  courseId: string,
  now = new Date(),
): Promise<EnrollOutcome> {
  const course = findPaidCourse(courseId)
  if (!course) return { ok: false, status: 404, message: `courseId: no course with id ${courseId}` }
  const { row, created } = await insertEnrollment(db, userId, course.id, now)
  if (created) {
    await insertActivity(db, {
      userId,
      kind: 'course-enrolled',
      agent: course.mentorId,
      courseId: course.id,
      occurredAt: now,
    })
    await recordPurchase(db, {
      userId,
      productType: 'course',
      productId: course.id,
      amountCents: course.price * 100,
    })
  }
  return {
    ok: true,
    created,
    enrollment: { courseId: row.courseId, enrolledAt: row.createdAt.toISOString() },
  }
}

export async function listEnrollments(db: Db, userId: number): Promise<Enrollment[]> {
  const rows = await enrollmentsOf(db, userId)
  return rows.map((row) => ({ courseId: row.courseId, enrolledAt: row.createdAt.toISOString() }))
}

/** A free course opened in a new tab. */
export async function recordCourseOpened(
  db: Db,
  userId: number,
  courseId: string,
  now = new Date(),
) {
  const course = findFreeCourse(courseId)
  if (!course)
    return { ok: false as const, message: `courseId: no free course with id ${courseId}` }
  await insertActivity(db, { userId, kind: 'course-opened', courseId: course.id, occurredAt: now })
  return { ok: true as const }
}

/** docs/product/learning.md "Learning stats", computed from the user's activities. */
export async function learningStats(
  db: Db,
  userId: number,
  now: Date,
  timeZone: string,
): Promise<LearningStats> {
  const [totals, agents, instants] = await Promise.all([
    activityTotals(db, userId),
    agentCounts(db, userId),
    activeInstants(db, userId),
  ])
  const activeDays = new Set(instants.map((instant) => dayKey(instant, timeZone)))
  return {
    totalActivities: totals.count,
    totalLearningTime: totals.minutes,
    favoriteAgents: agents.map((row) => agentName(row.agent)),
    learningStreak: computeStreak(activeDays, dayKey(now, timeZone)),
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Builds a report of the period from real activity, stores it and hands out its token. */
export async function generateReport(
  db: Db,
  user: User,
  reportType: ReportType,
  now: Date,
  timeZone: string,
): Promise<ReportTicket> {
  await insertActivity(db, { userId: user.id, kind: 'report-generated', occurredAt: now })
  // A day of margin on each side: the period is cut on the user's calendar by buildReport.
  const since = new Date(now.getTime() - (REPORT_DAYS[reportType] + 1) * DAY_MS)
  const [activities, instants, enrolled] = await Promise.all([
    activitiesSince(db, user.id, since),
    activeInstants(db, user.id),
    enrollmentsOf(db, user.id),
  ])
  const report = buildReport({
    reportType,
    username: user.username,
    now,
    timeZone,
    activities: activities.filter((activity) => activity.occurredAt <= now),
    earlierActiveDays: instants
      .filter((instant) => instant < since)
      .map((instant) => dayKey(instant, timeZone)),
    enrollments: enrolled.map((row) => {
      const course = findPaidCourse(row.courseId)
      return {
        courseId: row.courseId,
        title: course?.title ?? row.courseId,
        mentor: course?.mentorName ?? 'unknown',
        enrolledAt: row.createdAt,
      }
    }),
    agentName,
  })
  const { token, expiresAt } = await storeReport(db, user.id, report, now)
  return {
    downloadToken: token,
    expiresAt: expiresAt.toISOString(),
    fileName: reportFileName(report, 'md'),
  }
}

export type OpenReportOutcome =
  { ok: true; report: LearningReport } | { ok: false; status: 403 | 404 | 410; message: string }

/** The report behind a token, for its owner only, until it expires. */
export async function openReport(
  db: Db,
  userId: number,
  token: string,
  now: Date,
): Promise<OpenReportOutcome> {
  const found = await findReport(db, token)
  if (!found) return { ok: false, status: 404, message: 'No report with this link' }
  if (found.userId !== userId)
    return { ok: false, status: 403, message: 'This report belongs to another account' }
  if (found.expiresAt <= now) {
    return {
      ok: false,
      status: 410,
      message: 'This report link has expired. Generate a new report.',
    }
  }
  return { ok: true, report: found.report }
}
