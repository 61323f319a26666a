import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { candidateContract } from '@/shared/contract/candidates'
import { route } from '../../route'
import { isBuiltInAgentName } from '../agents/service'
import { listExternalAgents, registerExternalAgent } from './service'

export const candidateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  route(app, candidateContract.list, { access: 'public' }, async () => listExternalAgents(db))

  route(
    app,
    candidateContract.register,
    { access: 'user', what: 'register an agent' },
    async (request, reply) => {
      if (isBuiltInAgentName(request.body.name))
        return reply
          .status(409)
          .send({ message: `name: "${request.body.name}" is a built-in agent's name` })
      const agent = await registerExternalAgent(db, request.body, request.user.id, app.events)
      if (!agent)
        return reply
          .status(409)
          .send({ message: `name: an agent called "${request.body.name}" is already registered` })
      return reply.status(201).send(agent)
    },
  )
}
