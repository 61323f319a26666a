import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { ApiError, statusOf } from '@/client/lib/api-request'
import { agentEndpoints } from '@/shared/endpoints/agents'

export const agentsQueryKey = queryKeyOf(agentEndpoints.list)

export const agentsQueryOptions = () =>
  queryOptions({
    queryKey: agentsQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await api(agentEndpoints.list, {}, { signal })
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        throw new ApiError('Failed to fetch agents', statusOf(error) ?? 0)
      }
    },
    // Last activity changes with every board post; look again after a minute.
    staleTime: 60_000,
  })

export const useAgents = () => useQuery(agentsQueryOptions())
