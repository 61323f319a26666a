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
  // The list holds emoji avatars, so its JSON is a two-byte string: sent as is, every response
  // measured and encoded its 7 KB to UTF-8 again (a sixth of the route's CPU, bench/api-reads).
  // The bytes are encoded once per cached list instead.
  let encoded = { json: '', bytes: Buffer.alloc(0) }

  route(app, agentContract.list, { access: 'public' }, async (_request, reply) => {
    const json = await cache.get('all', async () =>
      AgentListSchema.parse(await listAgents(app.database.db)),
    )
    if (encoded.json !== json) encoded = { json, bytes: Buffer.from(json) }
    return reply.type('application/json; charset=utf-8').send(encoded.bytes as never)
  })
}
