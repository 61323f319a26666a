import { sql } from 'drizzle-orm'
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { userReference } from './auth'
import { createdAt, identityId } from './columns'

export const enrollments = pgTable(
  'enrollments',
  {
    id: identityId(),
    userId: userReference(),
    courseId: text('course_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('enrollments_user_course_key').on(table.userId, table.courseId)],
)

/** Real learning actions of a signed-in user; the dashboard's figures are computed from them. */
export const learningActivities = pgTable(
  'learning_activities',
  {
    id: identityId(),
    userId: userReference(),
    kind: text('kind').notNull(),
    agent: text('agent'),
    courseId: text('course_id'),
    minutes: integer('minutes').notNull().default(0),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('learning_activities_user_idx').on(table.userId, table.occurredAt)],
)

/** Generated reports; the download token is stored hashed, owned by its user, and expires. */
export const learningReports = pgTable('learning_reports', {
  tokenHash: text('token_hash').primaryKey(),
  userId: userReference(),
  reportType: text('report_type', { enum: ['weekly', 'monthly'] }).notNull(),
  periodStart: date('period_start').notNull(),
  periodEnd: date('period_end').notNull(),
  content: jsonb('content').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** Purchase intents (no payment is taken) and plan upgrades, for the revenue dashboard. */
export const purchases = pgTable(
  'purchases',
  {
    id: identityId(),
    userId: userReference(),
    productType: text('product_type', {
      enum: ['plan', 'book', 'upgrade', 'integration', 'experience', 'course'],
    }).notNull(),
    productId: text('product_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('purchases_created_idx').on(table.createdAt),
    // A book is bought once: the bookstore's button turns into "Read" (decision 252).
    uniqueIndex('purchases_book_once')
      .on(table.userId, table.productId)
      .where(sql`${table.productType} = 'book'`),
  ],
)
