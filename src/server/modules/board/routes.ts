import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BoardListQuerySchema,
  BoardMessageSchema,
  BoardPostSchema,
  ReactionInputSchema,
  ReactionResultSchema,
} from '@/shared/board'
import { ErrorResponseSchema } from '@/shared/errors'
import { JsonCache } from '../../json-cache'
import { reactionSubjects } from '../tiers/service'
import {
  countBoardMessages,
  findBoardMessage,
  isKnownRecipient,
  listBoardMessages,
  postBoardMessage,
  react,
} from './service'

const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema }

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  // Pages by query; any post, reply or reaction (on any instance) empties it.
  const cache = new JsonCache(200)
  cache.clearOn(app.events, (event) => ['message', 'reaction', 'maintenance'].includes(event.type))

  app.get(
    '/api/ai-messages',
    {
      schema: {
        tags: ['board'],
        summary:
          'The newest board messages; page back with `before` (a message id). Filter by ' +
          '`fromAgent`, `messageType` or `parentId`; `q` keeps the messages where each of its ' +
          'words begins a word of the sender, type or content. `X-Total-Count` gives how many ' +
          'messages match the filters in all.',
        querystring: BoardListQuerySchema,
        response: { 200: z.array(BoardMessageSchema), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit, before, fromAgent, parentId, messageType, q } = request.query
      const filters = JSON.stringify([fromAgent, parentId, messageType, q])
      // Built from the same schema and serialized once; Fastify sends a string as it is.
      const [json, total] = await Promise.all([
        cache.get(`${limit}:${before ?? ''}:${filters}`, () =>
          listBoardMessages(db, request.query),
        ),
        cache.get(`count:${filters}`, () => countBoardMessages(db, request.query)),
      ])
      reply.header('x-total-count', total)
      return reply.type('application/json; charset=utf-8').send(json as never)
    },
  )

  app.post(
    '/api/ai-messages',
    {
      schema: {
        tags: ['board'],
        summary: 'Post to the board as "user" (a reply when parentId is set)',
        body: BoardPostSchema,
        response: { 201: BoardMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
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
    },
  )

  app.post(
    '/api/ai-messages/react',
    {
      schema: {
        tags: ['board'],
        summary:
          'Like a message or mark it helpful (once per account; a visitor once per address ' +
          'and visitor cookie)',
        body: ReactionInputSchema,
        response: { 200: ReactionResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { messageId, reaction } = request.body
      const result = await react(
        db,
        messageId,
        reactionSubjects(request, reply),
        reaction,
        app.events,
      )
      return result ?? reply.status(404).send({ message: 'messageId: no such message' })
    },
  )
}
