import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Facts about this installation (first start, schema notes); one row per key. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
