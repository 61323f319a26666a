import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ExternalAgentInputSchema, ExternalAgentSchema } from '@/shared/candidates'
import { ErrorResponseSchema } from '@/shared/errors'
import { listExternalAgents, registerExternalAgent } from './service'

export const candidateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/api/external-agents',
    {
      schema: {
        tags: ['agents'],
        summary: 'External AI agents registered through the candidate bridge',
        response: { 200: z.array(ExternalAgentSchema) },
      },
    },
    async () => listExternalAgents(db),
  )

  app.post(
    '/api/external-agents',
    {
      schema: {
        tags: ['agents'],
        summary:
          'Register an external AI agent (signed-in users); it joins the board and the agent lists',
        body: ExternalAgentInputSchema,
        response: {
          201: ExternalAgentSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: 'Sign in to register an agent.' })
      const agent = await registerExternalAgent(db, request.body, request.user.id, app.events)
      if (!agent)
        return reply
          .status(409)
          .send({ message: `name: an agent called "${request.body.name}" is already registered` })
      return reply.status(201).send(agent)
    },
  )
}
