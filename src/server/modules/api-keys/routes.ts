import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MAX_API_KEYS } from '@/shared/api-keys'
import { apiKeysContract } from '@/shared/contract/api-keys'
import { route } from '../../route'
import { countApiKeys, createApiKey, listApiKeys, revokeApiKey } from './service'

const access = { access: 'user', signIn: 'Sign in to manage your API keys.' } as const

/** Personal keys for the OpenAI-compatible API (/v1); managed with the session cookie only. */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  route(app, apiKeysContract.list, access, async (request) => ({
    keys: await listApiKeys(db, request.user.id),
  }))

  route(app, apiKeysContract.create, access, async (request, reply) => {
    const userId = request.user.id
    if ((await countApiKeys(db, userId)) >= MAX_API_KEYS) {
      return reply.status(400).send({
        message: `You already hold ${MAX_API_KEYS} API keys: revoke one before creating another.`,
      })
    }
    return reply
      .status(201)
      .send(await createApiKey(db, userId, request.body.name, request.body.expiresInDays))
  })

  route(app, apiKeysContract.revoke, access, async (request, reply) => {
    if (!(await revokeApiKey(db, request.user.id, request.params.id))) {
      return reply.status(404).send({ message: 'You hold no API key with this id.' })
    }
    return reply.status(204).send(null)
  })
}
