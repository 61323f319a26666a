import type * as agents from '../agents'
import { get } from '../endpoint'

/** The agent registry: personas, Agent Zero, the expert ring and registered agents. */
export const agentEndpoints = {
  list: get<{ response: typeof agents.AgentListSchema }>('/api/ai-agents'),
}
