import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest, statusOf } from '@/client/lib/api-request'
import type { Agent } from '@/shared/agents'

export const agentsQueryKey = ['/api/ai-agents'] as const

export const agentsQueryOptions = () =>
  queryOptions({
    queryKey: agentsQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<Agent[]>('GET', '/api/ai-agents', undefined, { signal })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        throw new ApiError('Failed to fetch agents', statusOf(error) ?? 0)
      }
    },
    // Last activity changes with every board post; look again after a minute.
    staleTime: 60_000,
  })

export const useAgents = () => useQuery(agentsQueryOptions())
