import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest, statusOf } from '@/client/lib/api-request'
import type { QueryRecord } from '@/shared/data-center'

export const queriesQueryKey = ['/api/chatgpt/queries'] as const

/** The caller's own query history (signed-in user, else this browser's visitor). */
export const queriesQueryOptions = () =>
  queryOptions({
    queryKey: queriesQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<QueryRecord[]>('GET', '/api/chatgpt/queries', undefined, {
          signal,
        })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        throw new ApiError('Failed to fetch query history', statusOf(error) ?? 0)
      }
    },
  })

export const useQueryHistory = () => useQuery(queriesQueryOptions())
