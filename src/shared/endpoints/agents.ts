import type { agentSchemas } from '../contract/agents'
import { endpoints } from '../endpoint'

/** The agent registry: personas, Agent Zero, the expert ring and registered agents. */
export const agentEndpoints = endpoints<typeof agentSchemas>({
  list: 'GET /api/ai-agents',
})
