import type * as agents from '../agents'
import { read } from '../endpoint'

/** The agent registry: personas, Agent Zero, the expert ring and registered agents. */
export const agentEndpoints = {
  list: read<typeof agents.AgentListSchema>('/api/ai-agents'),
}
