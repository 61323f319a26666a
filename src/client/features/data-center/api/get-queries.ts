import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { ApiError, statusOf } from '@/client/lib/api-request'
import { dataCenterEndpoints } from '@/shared/endpoints/data-center'

export const queriesQueryKey = queryKeyOf(dataCenterEndpoints.queries)

/** The caller's own query history (signed-in user, else this browser's visitor). */
export const queriesQueryOptions = () =>
  queryOptions({
    queryKey: queriesQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await api(dataCenterEndpoints.queries, {}, { signal })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        throw new ApiError('Failed to fetch query history', statusOf(error) ?? 0)
      }
    },
  })

export const useQueryHistory = () => useQuery(queriesQueryOptions())
