import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { communicationEndpoints } from '@/shared/endpoints/communication'
import { commAgentsKey } from './keys'
import { useLiveRefetchInterval } from './live-sync'

export const commAgentsQueryOptions = () =>
  queryOptions({
    queryKey: commAgentsKey,
    queryFn: ({ signal }) => api(communicationEndpoints.agents, {}, { signal }),
  })

/**
 * The agents that take part in AI communication (the personas, Agent Zero, registered external
 * agents) with their live status: processing while an answer is queued, active after a message
 * in the last 10 minutes, otherwise idle. Every one of them can be addressed on the board.
 */
export function useCommAgents() {
  const refetchInterval = useLiveRefetchInterval()
  return useQuery({ ...commAgentsQueryOptions(), refetchInterval })
}
