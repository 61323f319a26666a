import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ApiKeyListSchema,
  ApiKeyParamsSchema,
  CreateApiKeyInputSchema,
  CreatedApiKeySchema,
  MAX_API_KEYS,
} from '@/shared/api-keys'
import { ErrorResponseSchema } from '@/shared/errors'
import { countApiKeys, createApiKey, listApiKeys, revokeApiKey } from './service'

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema }

/** Personal keys for the OpenAI-compatible API (/v1); managed with the session cookie only. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.addHook('preHandler', async (request, reply) => {
    if (!request.user)
      return reply.status(401).send({ message: 'Sign in to manage your API keys.' })
  })

  app.get(
    '/api/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Your API keys (without the keys themselves)',
        response: { 200: ApiKeyListSchema, ...errors },
      },
    },
    async (request) => ({ keys: await listApiKeys(db, request.user!.id) }),
  )

  app.post(
    '/api/api-keys',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Create an API key; the answer is the only time the key is shown',
        body: CreateApiKeyInputSchema,
        response: { 201: CreatedApiKeySchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id
      if ((await countApiKeys(db, userId)) >= MAX_API_KEYS) {
        return reply.status(400).send({
          message: `You already hold ${MAX_API_KEYS} API keys: revoke one before creating another.`,
        })
      }
      return reply.status(201).send(await createApiKey(db, userId, request.body.name))
    },
  )

  app.delete(
    '/api/api-keys/:id',
    {
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke one of your API keys',
        params: ApiKeyParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await revokeApiKey(db, request.user!.id, request.params.id))) {
        return reply.status(404).send({ message: 'You hold no API key with this id.' })
      }
      return reply.status(204).send(null)
    },
  )
}
