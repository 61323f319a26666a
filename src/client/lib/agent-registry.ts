import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { api, queryKeyOf } from '@/client/lib/api'
import { withFailureMessage } from '@/client/lib/api-request'
import { agentEndpoints } from '@/shared/endpoints/agents'

/** The agent registry: the experts' agent directory and the board's agents tab both read it. */
export const agentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(agentEndpoints.list),
    queryFn: ({ signal }) =>
      withFailureMessage('Failed to fetch agents', api(agentEndpoints.list, {}, { signal })),
    // Last activity changes with every board post; look again after a minute.
    staleTime: 60_000,
  })

export const useAgents = () => useQuery(agentsQueryOptions())

/**
 * The ids of every agent (the registry: personas, Agent Zero, the expert ring, registered
 * external agents), the one rule for who counts as an agent on every screen; undefined while
 * the registry loads.
 */
export function useAgentIds(): ReadonlySet<string> | undefined {
  const { data } = useAgents()
  return useMemo(() => (data ? new Set(data.map((agent) => agent.id)) : undefined), [data])
}
