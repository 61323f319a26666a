import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CollaborationSchema,
  CollaborationStartSchema,
  HubMessageSchema,
  StoredHubMessageSchema,
} from '@/shared/communication'
import { ErrorResponseSchema } from '@/shared/errors'
import type { VoiceId } from '@/shared/personas'
import { AI_AGENTS } from '../communication/service'
import { usageSubject } from '../tiers'
import { hubMessages, listCollaborations, storeHubMessage } from './service'

export const collaborationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/api/ai-collaboration/start',
    {
      schema: {
        tags: ['collaboration'],
        summary: 'Start a multi-agent collaboration: participants take turns through the AI engine',
        body: CollaborationStartSchema,
        response: { 202: CollaborationSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
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
    },
  )

  app.get(
    '/api/ai-collaboration',
    {
      schema: {
        tags: ['collaboration'],
        summary: 'Recent collaborations with their status',
        response: { 200: z.array(CollaborationSchema) },
      },
    },
    async () => listCollaborations(db),
  )

  app.post(
    '/api/ai-collaboration/initialize',
    {
      schema: {
        tags: ['collaboration'],
        summary: 'Open the collaboration hub: reports the systems ready to collaborate',
        response: {
          200: z.object({
            status: z.literal('active'),
            engine: z.string(),
            agents: z.array(z.string()),
          }),
        },
      },
    },
    async () => ({
      status: 'active' as const,
      engine: app.ai.status().engine,
      agents: [...AI_AGENTS],
    }),
  )

  app.post(
    '/api/ai-collaboration/message',
    {
      schema: {
        tags: ['collaboration'],
        summary: 'Store a collaboration-hub message (an invitation to an identifier)',
        body: HubMessageSchema,
        response: { 201: StoredHubMessageSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await storeHubMessage(db, usageSubject(request, reply), request.body)),
  )

  app.get(
    '/api/ai-collaboration/messages',
    {
      schema: {
        tags: ['collaboration'],
        summary: "The caller's collaboration-hub messages",
        response: { 200: z.array(StoredHubMessageSchema) },
      },
    },
    async (request, reply) => hubMessages(db, usageSubject(request, reply)),
  )
}
