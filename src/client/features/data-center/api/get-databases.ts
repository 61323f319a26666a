import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { ApiError, statusOf } from '@/client/lib/api-request'
import { dataCenterEndpoints } from '@/shared/endpoints/data-center'

export const databasesQueryKey = queryKeyOf(dataCenterEndpoints.databases)

export const databasesQueryOptions = () =>
  queryOptions({
    queryKey: databasesQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await api(dataCenterEndpoints.databases, {}, { signal })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        throw new ApiError('Failed to fetch databases', statusOf(error) ?? 0)
      }
    },
    // Record counts are live; a minute old is fresh enough.
    staleTime: 60_000,
  })

export const useDatabases = () => useQuery(databasesQueryOptions())
