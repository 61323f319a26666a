import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { withFailureMessage } from '@/client/lib/api-request'
import { dataCenterEndpoints } from '@/shared/endpoints/data-center'

export const queriesQueryKey = queryKeyOf(dataCenterEndpoints.queries)

/** The caller's own query history (signed-in user, else this browser's visitor). */
export const queriesQueryOptions = () =>
  queryOptions({
    queryKey: queriesQueryKey,
    queryFn: ({ signal }) =>
      withFailureMessage(
        'Failed to fetch query history',
        api(dataCenterEndpoints.queries, {}, { signal }),
      ),
  })

export const useQueryHistory = () => useQuery(queriesQueryOptions())
