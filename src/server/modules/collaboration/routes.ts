import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { collaborationContract } from '@/shared/contract/collaboration'
import type { VoiceId } from '@/shared/personas'
import { route } from '../../route'
import { AI_AGENTS } from '../communication/service'
import { usageSubject } from '../tiers'
import { deliverHubMessage, hubMessages, listCollaborations, storeHubMessage } from './service'

export const collaborationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  route(app, collaborationContract.start, { access: 'public' }, async (request, reply) => {
    const unknown = request.body.participants.find((id) => !(AI_AGENTS as string[]).includes(id))
    if (unknown) {
      return reply.status(400).send({
        message: `participants: "${unknown}" cannot take part; only ${AI_AGENTS.join(', ')} can`,
      })
    }
    const collaboration = await app.collaborations.start({
      topic: request.body.topic,
      participants: [...new Set(request.body.participants)] as VoiceId[],
      rounds: request.body.rounds,
      startedBy: request.user ? `user:${request.user.id}` : 'visitor',
    })
    return reply.status(202).send(collaboration)
  })

  route(app, collaborationContract.list, { access: 'public' }, async () => listCollaborations(db))

  route(app, collaborationContract.initialize, { access: 'public' }, async () => ({
    status: 'active' as const,
    engine: app.ai.status().engine,
    agents: [...AI_AGENTS],
  }))

  route(app, collaborationContract.postMessage, { access: 'public' }, async (request, reply) => {
    const stored = await storeHubMessage(db, usageSubject(request, reply), request.body)
    const deliveredTo = await deliverHubMessage(app, request.body, request.user?.id)
    return reply.status(201).send({ ...stored, deliveredTo })
  })

  route(app, collaborationContract.messages, { access: 'public' }, async (request, reply) =>
    hubMessages(db, usageSubject(request, reply)),
  )
}
