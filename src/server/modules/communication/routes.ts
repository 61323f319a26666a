import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BoardMessageSchema } from '@/shared/board'
import {
  BroadcastInputSchema,
  BroadcastResultSchema,
  broadcastSender,
  CommAgentSchema,
  CommSummarySchema,
  SendInputSchema,
} from '@/shared/communication'
import { ErrorResponseSchema } from '@/shared/errors'
import { isAdmin } from '../auth/admin'
import { isKnownRecipient } from '../board/service'
import {
  broadcast,
  communicationAgents,
  communicationLog,
  communicationSummary,
  sendMessage,
} from './service'

/**
 * Per address and minute, for routes that queue AI replies: visitors get fewer than members,
 * so nobody fills the reply queue for everyone (the queue itself is bounded too).
 */
const aiWorkLimit = (visitors: number, members: number) => ({
  max: (request: FastifyRequest) => (request.user ? members : visitors),
  timeWindow: '1 minute',
})

export const communicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const queue = app.agentReplies

  app.get(
    '/api/ai-communication/agents',
    {
      schema: {
        tags: ['communication'],
        summary: 'Agents with their live status',
        response: { 200: z.array(CommAgentSchema) },
      },
    },
    async () => communicationAgents(db, queue),
  )

  app.get(
    '/api/ai-communication/summary',
    {
      schema: {
        tags: ['communication'],
        summary: 'Message, agent, thread and queue counts',
        response: { 200: CommSummarySchema },
      },
    },
    async () => communicationSummary(db, queue),
  )

  app.get(
    '/api/ai-communication/log',
    {
      schema: {
        tags: ['communication'],
        summary: 'Broadcasts, direct messages and replies, newest first',
        response: { 200: z.array(BoardMessageSchema) },
      },
    },
    async () => communicationLog(db),
  )

  app.post(
    '/api/ai-communication/send',
    {
      schema: {
        tags: ['communication'],
        summary: 'Send a message to an agent (an AI agent answers in the background) or to all',
        body: SendInputSchema,
        response: { 201: BoardMessageSchema, 400: ErrorResponseSchema },
      },
      config: { rateLimit: aiWorkLimit(20, 60) },
    },
    async (request, reply) => {
      if (!(await isKnownRecipient(db, request.body.toAgent))) {
        return reply
          .status(400)
          .send({ message: `toAgent: no agent called "${request.body.toAgent}"` })
      }
      return reply.status(201).send(await sendMessage(app, queue, request.body, request.ip))
    },
  )

  app.post(
    '/api/ai-communication/broadcast',
    {
      schema: {
        tags: ['communication'],
        summary: 'Broadcast to all AI entities; each answers through the AI engine',
        body: BroadcastInputSchema,
        response: { 201: BroadcastResultSchema, 400: ErrorResponseSchema },
      },
      // Each broadcast queues a reply from every AI agent.
      config: { rateLimit: aiWorkLimit(5, 20) },
    },
    async (request, reply) => {
      const sender = broadcastSender(request.user, isAdmin(app, request.user))
      return reply
        .status(201)
        .send(await broadcast(app, queue, { ...request.body, sender }, request.ip))
    },
  )
}
