import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AgentListSchema } from '@/shared/agents'
import { agentContract } from '@/shared/contract/agents'
import { JsonCache } from '../../json-cache'
import { route } from '../../route'
import { listAgents } from './service'

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The activity columns aggregate the whole board; they change only with a new message or a
  // newly registered agent, and those events reach every instance.
  const cache = new JsonCache(1)
  cache.clearOn(app.events, (event) => ['message', 'agent', 'maintenance'].includes(event.type))
  route(app, agentContract.list, { access: 'public' }, async (_request, reply) => {
    const bytes = await cache.bytes('all', async () =>
      AgentListSchema.parse(await listAgents(app.database.db)),
    )
    return reply.type('application/json; charset=utf-8').send(bytes as never)
  })
}
