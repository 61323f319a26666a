import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest, statusOf } from '@/client/lib/api-request'
import type { DatabaseOption } from '@/shared/data-center'

export const databasesQueryKey = ['/api/chatgpt/databases'] as const

export const databasesQueryOptions = () =>
  queryOptions({
    queryKey: databasesQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<DatabaseOption[]>('GET', '/api/chatgpt/databases', undefined, {
          signal,
        })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        throw new ApiError('Failed to fetch databases', statusOf(error) ?? 0)
      }
    },
    // Record counts are live; a minute old is fresh enough.
    staleTime: 60_000,
  })

export const useDatabases = () => useQuery(databasesQueryOptions())
