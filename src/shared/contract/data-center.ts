import * as dataCenter from '../data-center'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { dataCenterEndpoints } from '../endpoints/data-center'
import { ErrorResponseSchema } from '../errors'

export const dataCenterSchemas = schemas({
  databases: read(
    "The platform's searchable collections with live record counts",
    dataCenter.DatabaseListSchema,
  ),
  queries: read(
    "The caller's own query history (signed-in user, else visitor), newest first",
    dataCenter.QueryHistorySchema,
  ),
  query: {
    cost: 'model',
    summary: 'Search one collection and answer from the best records; kept in the history',
    body: dataCenter.DataQueryInputSchema,
    response: {
      200: dataCenter.QueryResultSchema,
      ...errors(404, 502, 503),
      // Not among the shared error statuses: an AI provider that timed out.
      504: ErrorResponseSchema,
    },
  },
})

export const dataCenterContract = contract('data center', dataCenterEndpoints, dataCenterSchemas)
