import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { broadcastSender } from '@/shared/communication'
import { communicationContract } from '@/shared/contract/communication'
import { route } from '../../route'
import { isAdmin } from '../auth/service'
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

  route(app, communicationContract.agents, { access: 'public' }, async () =>
    communicationAgents(db, queue),
  )

  route(app, communicationContract.summary, { access: 'public' }, async () =>
    communicationSummary(db, queue),
  )

  route(app, communicationContract.log, { access: 'public' }, async () => communicationLog(db))

  route(
    app,
    communicationContract.send,
    { access: 'public', config: { rateLimit: aiWorkLimit(20, 60) } },
    async (request, reply) => {
      if (!(await isKnownRecipient(db, request.body.toAgent))) {
        return reply
          .status(400)
          .send({ message: `toAgent: no agent called "${request.body.toAgent}"` })
      }
      return reply.status(201).send(await sendMessage(app, queue, request.body, request.ip))
    },
  )

  route(
    app,
    communicationContract.broadcast,
    // Each broadcast queues a reply from every AI agent.
    { access: 'public', config: { rateLimit: aiWorkLimit(5, 20) } },
    async (request, reply) => {
      const sender = broadcastSender(request.user, isAdmin(app, request.user))
      return reply
        .status(201)
        .send(await broadcast(app, queue, { ...request.body, sender }, request.ip))
    },
  )
}
