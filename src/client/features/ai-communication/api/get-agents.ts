import { useQuery } from '@tanstack/react-query'
import { agentsQueryOptions } from '@/client/lib/agent-registry'
import type { Agent } from '@/shared/agents'
import type { CommAgent } from '@/shared/communication'
import { useCommAgents } from './get-comm-agents'

/** An agent of the board's AI Agents tab (docs/product/message-board-and-agents.md "AI agent"). */
export interface BoardAgent {
  id: string
  name: string
  description: string
  status: CommAgent['status']
  capabilities: string[]
  lastActivity: string | null
  avatar: string | null
}

/**
 * The agents on the board, each with its live status from the communication service and its
 * description and capabilities from the agent registry (when the registry cannot be read, the
 * role stands in for the description).
 */
export function mergeAgents(commAgents: CommAgent[], registry: Agent[] | undefined): BoardAgent[] {
  const details = new Map(registry?.map((agent) => [agent.id, agent]))
  return commAgents.map((agent) => {
    const detail = details.get(agent.id)
    return {
      id: agent.id,
      name: agent.name,
      description: detail?.description ?? agent.role,
      status: agent.status,
      capabilities: detail?.capabilities ?? [],
      lastActivity: agent.lastActivity,
      avatar: detail?.avatar ?? null,
    }
  })
}

export function useBoardAgents() {
  const comm = useCommAgents()
  const registry = useQuery(agentsQueryOptions())
  return {
    agents: comm.data ? mergeAgents(comm.data, registry.data) : [],
    isPending: comm.isPending,
    error: comm.error,
  }
}
