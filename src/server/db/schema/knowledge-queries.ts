import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, identityId } from './columns'

/**
 * The database browser's query history (docs/product/knowledge.md "Query record"), per user or
 * visitor.
 */
export const chatgptQueries = pgTable(
  'chatgpt_queries',
  {
    id: identityId(),
    subject: text('subject').notNull(),
    database: text('database').notNull(),
    query: text('query').notNull(),
    response: text('response').notNull(),
    status: text('status', { enum: ['completed', 'failed'] }).notNull(),
    resultsCount: integer('results_count').notNull(),
    processingMs: integer('processing_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('chatgpt_queries_subject_idx').on(table.subject, table.createdAt)],
)
