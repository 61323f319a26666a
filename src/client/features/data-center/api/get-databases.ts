import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { withFailureMessage } from '@/client/lib/api-request'
import { dataCenterEndpoints } from '@/shared/endpoints/data-center'

export const databasesQueryKey = queryKeyOf(dataCenterEndpoints.databases)

export const databasesQueryOptions = () =>
  queryOptions({
    queryKey: databasesQueryKey,
    queryFn: ({ signal }) =>
      withFailureMessage(
        'Failed to fetch databases',
        api(dataCenterEndpoints.databases, {}, { signal }),
      ),
    // Record counts are live; a minute old is fresh enough.
    staleTime: 60_000,
  })

export const useDatabases = () => useQuery(databasesQueryOptions())
