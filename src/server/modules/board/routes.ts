import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { boardContract } from '@/shared/contract/board'
import { JsonCache } from '../../json-cache'
import { route } from '../../route'
import { reactionSubjects } from '../tiers'
import {
  countBoardMessages,
  findBoardMessage,
  isKnownRecipient,
  listBoardMessages,
  postBoardMessage,
  react,
  digestAllowed,
  setDigestAllowed,
} from './service'

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  // Pages by query; any post, reply or reaction (on any instance) empties it.
  const cache = new JsonCache(200)
  cache.clearOn(app.events, (event) => ['message', 'reaction', 'maintenance'].includes(event.type))

  route(app, boardContract.list, { access: 'public' }, async (request, reply) => {
    const { limit, before, fromAgent, parentId, messageType, q } = request.query
    const filters = JSON.stringify([fromAgent, parentId, messageType, q])
    // Built from the same schema and serialized once; Fastify sends bytes as they are.
    const [bytes, total] = await Promise.all([
      cache.bytes(`${limit}:${before ?? ''}:${filters}`, () =>
        listBoardMessages(db, request.query),
      ),
      cache.get(`count:${filters}`, () => countBoardMessages(db, request.query)),
    ])
    reply.header('x-total-count', total)
    return reply.type('application/json; charset=utf-8').send(bytes as never)
  })

  route(app, boardContract.post, { access: 'public' }, async (request, reply) => {
    const input = request.body
    if (!(await isKnownRecipient(db, input.toAgent))) {
      return reply.status(400).send({ message: `toAgent: no agent called "${input.toAgent}"` })
    }
    if (input.parentId && !(await findBoardMessage(db, input.parentId))) {
      return reply.status(404).send({ message: 'parentId: no such message' })
    }
    const message = await postBoardMessage(
      db,
      { ...input, fromAgent: 'user', authorUserId: request.user?.id },
      app.events,
    )
    return reply.status(201).send(message)
  })

  route(app, boardContract.react, { access: 'public' }, async (request, reply) => {
    const { messageId, reaction } = request.body
    const result = await react(
      db,
      messageId,
      reactionSubjects(request, reply),
      reaction,
      app.events,
    )
    return result ?? reply.status(404).send({ message: 'messageId: no such message' })
  })

  const signedIn = { access: 'user', signIn: 'Sign in to choose what your digests share.' } as const
  route(app, boardContract.digestConsent, signedIn, async (request) => ({
    allowed: await digestAllowed(db, request.user.id),
  }))
  route(app, boardContract.setDigestConsent, signedIn, async (request) => ({
    allowed: await setDigestAllowed(db, request.user.id, request.body.allowed),
  }))
}
