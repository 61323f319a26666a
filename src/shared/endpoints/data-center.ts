import type * as dataCenter from '../data-center'
import { post, read } from '../endpoint'

/** The data center: the platform's searchable collections, queries and their history. */
export const dataCenterEndpoints = {
  databases: read<typeof dataCenter.DatabaseListSchema>('/api/chatgpt/databases'),
  queries: read<typeof dataCenter.QueryHistorySchema>('/api/chatgpt/queries'),
  query: post<{
    body: typeof dataCenter.DataQueryInputSchema
    response: typeof dataCenter.QueryResultSchema
  }>('/api/chatgpt/query'),
}
