import { z } from 'zod'

export const COLLECTION_TYPES = ['table', 'catalogue', 'index'] as const
export const CollectionTypeSchema = z.enum(COLLECTION_TYPES)
export type CollectionType = z.infer<typeof CollectionTypeSchema>

/**
 * docs/product/knowledge.md "Database option": one searchable collection of the platform. `type`
 * says how it is searched: a PostgreSQL table (full text), a typed catalogue or an in-memory index.
 */
export const DatabaseOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  records: z.number().int().nonnegative(),
  type: CollectionTypeSchema,
  description: z.string(),
})
export type DatabaseOption = z.infer<typeof DatabaseOptionSchema>
export const DatabaseListSchema = z.array(DatabaseOptionSchema)

export const MAX_DATA_QUERY = 500

export const DataQueryInputSchema = z.object({
  query: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_DATA_QUERY, `must be at most ${MAX_DATA_QUERY} characters`),
  database: z.string({ error: 'is required' }).trim().min(1, 'is required').max(64),
})
export type DataQueryInput = z.infer<typeof DataQueryInputSchema>

export const QueryStatusSchema = z.enum(['completed', 'failed'])

/** docs/product/knowledge.md "Query record"; `processingTime` in milliseconds. */
export const QueryRecordSchema = z.object({
  id: z.number().int(),
  query: z.string(),
  database: z.string(),
  response: z.string(),
  timestamp: z.string(),
  status: QueryStatusSchema,
  metadata: z.object({
    resultsCount: z.number().int().nonnegative(),
    processingTime: z.number().int().nonnegative(),
  }),
})
export type QueryRecord = z.infer<typeof QueryRecordSchema>
export const QueryHistorySchema = z.array(QueryRecordSchema)

/** One matching record, returned with the answer it grounded (not kept in the history). */
export const QueryHitSchema = z.object({
  title: z.string(),
  snippet: z.string(),
  /** Where the record can be seen, when there is such a screen. */
  path: z.string().nullable(),
})
export type QueryHit = z.infer<typeof QueryHitSchema>

export const QueryResultSchema = QueryRecordSchema.extend({ results: z.array(QueryHitSchema) })
export type QueryResult = z.infer<typeof QueryResultSchema>

export const HISTORY_LIMIT = 50
export const RESULTS_LIMIT = 5
