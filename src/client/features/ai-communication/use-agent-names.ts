import { useMemo } from 'react'
import { useCommAgents } from './api/get-comm-agents'

/** Agent ids to names, for labelling senders and recipients. */
export function useAgentNames(): ReadonlyMap<string, string> {
  const { data } = useCommAgents()
  return useMemo(() => new Map(data?.map((agent) => [agent.id, agent.name])), [data])
}
