import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/**
 * Every live event, in order. Its id is the SSE event id, global across instances, so a
 * client resumes with Last-Event-ID from any instance without gaps.
 */
export const eventLog = pgTable(
  'event_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('event_log_created_idx').on(table.createdAt)],
)

/** Scheduled jobs: whether they run, how often, and when they last did. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  enabled: text('enabled', { enum: ['on', 'off'] })
    .notNull()
    .default('on'),
  intervalSeconds: bigint('interval_seconds', { mode: 'number' }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastResult: text('last_result'),
})
