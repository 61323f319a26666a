import { createHash, randomBytes } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { learningReports } from '../../db/schema/index'
import type { LearningReport } from '@/shared/learning'

/** How long a report's download link works. */
export const REPORT_TTL_MS = 24 * 60 * 60 * 1000

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

/** Stores a report under a fresh 256-bit token; only the token's hash is kept. */
export async function storeReport(db: Db, userId: number, report: LearningReport, now: Date) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + REPORT_TTL_MS)
  // Expired reports are of no use to anyone: clear them as new ones are made.
  await db.delete(learningReports).where(lt(learningReports.expiresAt, now))
  await db.insert(learningReports).values({
    tokenHash: hash(token),
    userId,
    reportType: report.reportType,
    periodStart: report.period.start,
    periodEnd: report.period.end,
    content: report,
    createdAt: now,
    expiresAt,
  })
  return { token, expiresAt }
}

export async function findReport(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(learningReports)
    .where(eq(learningReports.tokenHash, hash(token)))
  return (
    row && { userId: row.userId, expiresAt: row.expiresAt, report: row.content as LearningReport }
  )
}
