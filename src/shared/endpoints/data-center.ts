import type { dataCenterSchemas } from '../contract/data-center'
import { endpoints } from '../endpoint'

/** The data center: the platform's searchable collections, queries and their history. */
export const dataCenterEndpoints = endpoints<typeof dataCenterSchemas>({
  databases: 'GET /api/chatgpt/databases',
  queries: 'GET /api/chatgpt/queries',
  query: 'POST /api/chatgpt/query',
})
