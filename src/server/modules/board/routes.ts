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
        summary: 'The newest board messages; page back with `before` (a message id)',
        querystring: BoardListQuerySchema,
        response: { 200: z.array(BoardMessageSchema), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit, before, fromAgent, parentId } = request.query
      const key = `${limit}:${before ?? ''}:${fromAgent ?? ''}:${parentId ?? ''}`
      // Built from the same schema and serialized once; Fastify sends a string as it is.
      const json = await cache.get(key, () => listBoardMessages(db, request.query))
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
