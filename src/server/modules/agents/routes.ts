import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AgentListSchema } from '@/shared/agents'
import { JsonCache } from '../../json-cache'
import { listAgents } from './service'

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The activity columns aggregate the whole board; they change only with a new message or a
  // newly registered agent, and those events reach every instance.
  const cache = new JsonCache(1)
  cache.clearOn(app.events, (event) => ['message', 'agent', 'maintenance'].includes(event.type))

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
    async (_request, reply) => {
      const json = await cache.get('all', async () =>
        AgentListSchema.parse(await listAgents(app.database.db)),
      )
      return reply.type('application/json; charset=utf-8').send(json as never)
    },
  )
}
