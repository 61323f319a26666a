import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply } from 'fastify'
import { personaContract } from '@/shared/contract/personas'
import { route } from '../../route'
import { isAdmin } from '../auth/service'
import { messageTokens } from '../../ai/tokens'
import { usageSubject } from '../tiers'
import { cardRoutes } from './card-routes'
import { promptLog } from './prompt-log'
import { allowedModels } from './models'
import { portraitSvg } from './portrait'
import {
  avatarOf,
  createPersona,
  deletePersona,
  duplicatePersona,
  getPersona,
  listPersonas,
  PersonaError,
  seedBuiltins,
  updatePersona,
  type Reader,
} from './service'

const write = { access: 'user', signIn: 'Sign in to make personas of your own.' } as const

/** The persona registry (docs/product/personas.md "The registry"). */
export const personaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  await seedBuiltins(db)
  const readerOf = (request: { user: Reader['user'] }): Reader => ({
    user: request.user,
    admin: isAdmin(app, request.user),
  })
  const refuse = async <T>(reply: FastifyReply, work: () => Promise<T>) => {
    try {
      return await work()
    } catch (error) {
      if (error instanceof PersonaError)
        return reply.status(error.status).send({ message: error.message })
      throw error
    }
  }
  const models = () => allowedModels(app.ai.provider)
  await cardRoutes(app, readerOf as never)

  route(app, personaContract.list, { access: 'public' }, async (request) => ({
    personas: await listPersonas(db, readerOf(request)),
    models: models(),
  }))

  route(app, personaContract.get, { access: 'public' }, async (request, reply) =>
    refuse(reply, () => getPersona(db, request.params.id, readerOf(request))),
  )

  route(app, personaContract.create, write, async (request, reply) =>
    refuse(reply, async () =>
      reply
        .status(201)
        .send(
          await createPersona(
            db,
            { ...readerOf(request), user: request.user },
            request.body,
            models(),
          ),
        ),
    ),
  )

  route(app, personaContract.update, write, async (request, reply) =>
    refuse(reply, () =>
      updatePersona(db, request.params.id, readerOf(request), request.body, models()),
    ),
  )

  route(app, personaContract.remove, write, async (request, reply) =>
    refuse(reply, async () => {
      await deletePersona(db, request.params.id, readerOf(request))
      return reply.status(204).send(null)
    }),
  )

  route(app, personaContract.duplicate, write, async (request, reply) =>
    refuse(reply, async () =>
      reply.status(201).send(
        await duplicatePersona(db, request.params.id, {
          ...readerOf(request),
          user: request.user,
        }),
      ),
    ),
  )

  // Only the conversation's owner (the subject its turns count to) sees its prompts.
  route(app, personaContract.prompts, { access: 'public' }, async (request, reply) => ({
    prompts: promptLog
      .list(usageSubject(request, reply), request.params.conversationId)
      .map((prompt) => ({ ...prompt, tokens: messageTokens(prompt.messages) })),
  }))

  route(app, personaContract.avatar, { access: 'public' }, async (request, reply) =>
    refuse(reply, async () => {
      const avatar = await avatarOf(db, request.params.id, request.user)
      // The path carries a version, so an image may be kept; a private one only by its viewer.
      reply.header('cache-control', 'private, max-age=86400')
      reply.header('x-content-type-options', 'nosniff')
      if (avatar.image) return reply.type(avatar.image.type).send(avatar.image.bytes)
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      return reply.type('image/svg+xml').send(portraitSvg(avatar.name, avatar.voice))
    }),
  )
}
