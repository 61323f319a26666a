import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AgentListSchema } from '@/shared/agents'
import { listAgents } from './service'

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ai-agents',
    {
      schema: {
        tags: ['agents'],
        summary: 'Every agent: personas, Agent Zero, the expert ring and registered agents',
        description:
          "`last_activity` is the time of the agent's newest board message, null when it has posted none.",
        response: { 200: AgentListSchema },
      },
    },
    async () => listAgents(app.database.db),
  )
}
