import * as agents from '../agents'
import { contract, schemas } from '../endpoint-schema'
import { agentEndpoints } from '../endpoints/agents'

export const agentSchemas = schemas({
  list: {
    summary: 'Every agent: personas, Agent Zero, the expert ring and registered agents',
    description:
      "`last_activity` is the time of the agent's newest board message, null when it has posted none.",
    response: { 200: agents.AgentListSchema },
  },
})

export const agentContract = contract('agents', agentEndpoints, agentSchemas)
