import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The database browser's query history (docs/product/knowledge.md "Query record"), per user or
 * visitor.
 */
export const chatgptQueries = pgTable(
  'chatgpt_queries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subject: text('subject').notNull(),
    database: text('database').notNull(),
    query: text('query').notNull(),
    response: text('response').notNull(),
    status: text('status', { enum: ['completed', 'failed'] }).notNull(),
    resultsCount: integer('results_count').notNull(),
    processingMs: integer('processing_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chatgpt_queries_subject_idx').on(table.subject, table.createdAt)],
)
