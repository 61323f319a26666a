import {
  DatabaseListSchema,
  DataQueryInputSchema,
  QueryHistorySchema,
  QueryResultSchema,
} from '../data-center'
import { errors, operation } from '../endpoint-schema'
import { dataCenterEndpoints } from '../endpoints/data-center'
import { ErrorResponseSchema } from '../errors'

const tags = ['data center']

export const dataCenterContract = {
  databases: operation(dataCenterEndpoints.databases, {
    tags,
    summary: "The platform's searchable collections with live record counts",
    response: { 200: DatabaseListSchema },
  }),
  queries: operation(dataCenterEndpoints.queries, {
    tags,
    summary: "The caller's own query history (signed-in user, else visitor), newest first",
    response: { 200: QueryHistorySchema },
  }),
  query: operation(dataCenterEndpoints.query, {
    tags,
    summary: 'Search one collection and answer from the best records; kept in the history',
    body: DataQueryInputSchema,
    response: {
      200: QueryResultSchema,
      ...errors(400, 404, 502, 503),
      // Not among the shared error statuses: an AI provider that timed out.
      504: ErrorResponseSchema,
    },
  }),
}
