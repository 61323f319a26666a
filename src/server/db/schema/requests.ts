import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/**
 * Requests of costly routes counted per key (route and address) in a window that begins with
 * the key's first request, on every instance together: each request takes its place by one
 * upsert, so a limit holds however many instances share the database (decision 216).
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    hits: integer('hits').notNull().default(1),
  },
  (table) => [index('rate_limit_counts_window_start_idx').on(table.windowStart)],
)

/**
 * The first answer to a write sent with an `Idempotency-Key` (decision 217): a retry with the
 * same key gets it again instead of writing twice. `status` is null while the first request is
 * being answered.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotent_requests_created_at_idx').on(table.createdAt),
  ],
)
