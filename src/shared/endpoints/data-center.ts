import type {
  DatabaseListSchema,
  DataQueryInputSchema,
  QueryHistorySchema,
  QueryResultSchema,
} from '../data-center'
import { get, post } from '../endpoint'

/** The data center: the platform's searchable collections, queries and their history. */
export const dataCenterEndpoints = {
  databases: get<{ response: typeof DatabaseListSchema }>('/api/chatgpt/databases'),
  queries: get<{ response: typeof QueryHistorySchema }>('/api/chatgpt/queries'),
  query: post<{ body: typeof DataQueryInputSchema; response: typeof QueryResultSchema }>(
    '/api/chatgpt/query',
  ),
}
