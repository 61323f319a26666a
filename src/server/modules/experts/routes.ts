import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorResponseSchema } from '@/shared/errors'
import {
  ContextSchema,
  ExpertListQuerySchema,
  ExpertSchema,
  GenerateContextInputSchema,
} from '@/shared/experts'
import { findExpert, generateContext, listExperts } from './service'
import { expertsKnowledge, expertsSearchSource } from './sources'

export const expertRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.ai.knowledge.addSource(expertsKnowledge)
  await app.quickSearch.addSource(expertsSearchSource)
  const tags = ['experts']

  app.get(
    '/api/experts',
    {
      schema: {
        tags,
        summary: 'The Ring of Twelve, searched by name or specialty and filtered by category',
        querystring: ExpertListQuerySchema,
        response: { 200: z.array(ExpertSchema), 400: ErrorResponseSchema },
      },
    },
    async (request) => listExperts(request.query),
  )

  app.get(
    '/api/experts/:id',
    {
      schema: {
        tags,
        summary: 'One expert of the ring',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: ExpertSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      findExpert(request.params.id) ??
      reply.status(404).send({ message: `No expert with the id ${request.params.id}` }),
  )

  app.post(
    '/api/generate-context',
    {
      schema: {
        tags,
        summary: "The text to paste into an expert's portal",
        description:
          "Built from the expert's profile, the question type, the prompt and, for a signed-in person, what they are learning.",
        body: GenerateContextInputSchema,
        response: { 200: ContextSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const context = await generateContext(app.database.db, request.user?.id ?? null, request.body)
      return (
        context ??
        reply.status(404).send({ message: `No expert with the id ${request.body.expertId}` })
      )
    },
  )
}
