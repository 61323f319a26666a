import type * as dataCenter from '../data-center'
import { get, post } from '../endpoint'

/** The data center: the platform's searchable collections, queries and their history. */
export const dataCenterEndpoints = {
  databases: get<{ response: typeof dataCenter.DatabaseListSchema }>('/api/chatgpt/databases'),
  queries: get<{ response: typeof dataCenter.QueryHistorySchema }>('/api/chatgpt/queries'),
  query: post<{
    body: typeof dataCenter.DataQueryInputSchema
    response: typeof dataCenter.QueryResultSchema
  }>('/api/chatgpt/query'),
}
