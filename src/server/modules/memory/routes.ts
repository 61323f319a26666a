import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorResponseSchema } from '@/shared/errors'
import {
  BranchInputSchema,
  ConversationDetailSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationParamsSchema,
  ConversationSummarySchema,
  FactIdParamsSchema,
  FactInputSchema,
  FactListSchema,
  FactSchema,
} from '@/shared/memory'
import { ResponsePreferencesSchema } from '@/shared/preferences'
import {
  branchConversation,
  conversationMessages,
  deleteConversation,
  listConversations,
  savedConversation,
} from '../chat/conversations'
import {
  addFact,
  deleteFact,
  getPreferences,
  listFacts,
  setPreferences,
  updateFact,
} from './service'

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
}
const SIGN_IN = 'Sign in to see what the personas remember about you.'
const PREMIUM_ONLY =
  'Saved, searchable history is a Premium feature. Upgrade to keep your conversations.'

export const memoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.addHook('preHandler', async (request, reply) => {
    if (!request.user) return reply.status(401).send({ message: SIGN_IN })
    if (request.routeOptions.url?.startsWith('/api/conversations') && !request.user.isPremium) {
      return reply.status(403).send({ message: PREMIUM_ONLY })
    }
  })
  const userId = (request: { user: { id: number } | null }) => request.user!.id

  app.get(
    '/api/memory/facts',
    {
      schema: {
        tags: ['memory'],
        summary: 'What the personas remember about you',
        response: { 200: FactListSchema, ...errors },
      },
    },
    async (request) => ({
      facts: await listFacts(db, userId(request)),
    }),
  )

  app.post(
    '/api/memory/facts',
    {
      schema: {
        tags: ['memory'],
        summary: 'Tell the personas a fact',
        body: FactInputSchema,
        response: { 201: FactSchema, ...errors },
      },
    },
    async (request, reply) => {
      const fact = await addFact(db, userId(request), request.body.fact, 'manual')
      if (!fact)
        return reply
          .status(400)
          .send({ message: 'fact: you already keep 100 facts; delete one first' })
      return reply.status(201).send(fact)
    },
  )

  app.patch(
    '/api/memory/facts/:id',
    {
      schema: {
        tags: ['memory'],
        summary: 'Edit a fact',
        params: FactIdParamsSchema,
        body: FactInputSchema,
        response: { 200: FactSchema, ...errors },
      },
    },
    async (request, reply) => {
      const fact = await updateFact(db, userId(request), request.params.id, request.body.fact)
      return fact ?? reply.status(404).send({ message: 'No such fact' })
    },
  )

  app.delete(
    '/api/memory/facts/:id',
    {
      schema: {
        tags: ['memory'],
        summary: 'Forget a fact',
        params: FactIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteFact(db, userId(request), request.params.id)))
        return reply.status(404).send({ message: 'No such fact' })
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/preferences',
    {
      schema: {
        tags: ['memory'],
        summary: 'Your chat preferences',
        response: { 200: ResponsePreferencesSchema, ...errors },
      },
    },
    async (request) => getPreferences(db, userId(request)),
  )

  app.put(
    '/api/preferences',
    {
      schema: {
        tags: ['memory'],
        summary: 'Change your chat preferences',
        body: ResponsePreferencesSchema,
        response: { 200: ResponsePreferencesSchema, ...errors },
      },
    },
    async (request) => setPreferences(db, userId(request), request.body),
  )

  app.get(
    '/api/conversations',
    {
      schema: {
        tags: ['memory'],
        summary: 'Your saved conversations (Premium); `query` searches them',
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationListSchema, ...errors },
      },
    },
    async (request) => ({
      conversations: await listConversations(db, userId(request), request.query.query || undefined),
    }),
  )

  app.get(
    '/api/conversations/:id',
    {
      schema: {
        tags: ['memory'],
        summary: 'One saved conversation with its messages',
        params: ConversationParamsSchema,
        response: { 200: ConversationDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const conversation = await savedConversation(db, userId(request), request.params.id)
      if (!conversation) return reply.status(404).send({ message: 'No such conversation' })
      const messages = await conversationMessages(db, conversation.id)
      const [summary] = (await listConversations(db, userId(request))).filter(
        (c) => c.id === conversation.id,
      )
      return {
        conversation: summary!,
        messages: messages.map((m) => ({
          id: m.id,
          role: m.role,
          content: m.content,
          persona: m.persona,
          engine: m.engine,
          createdAt: m.createdAt.toISOString(),
        })),
      }
    },
  )

  app.delete(
    '/api/conversations/:id',
    {
      schema: {
        tags: ['memory'],
        summary: 'Delete a saved conversation',
        params: ConversationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteConversation(db, userId(request), request.params.id)))
        return reply.status(404).send({ message: 'No such conversation' })
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/api/conversations/:id/branch',
    {
      schema: {
        tags: ['memory'],
        summary: 'Continue a conversation from one of its messages, as a new branch',
        params: ConversationParamsSchema,
        body: BranchInputSchema,
        response: { 201: ConversationSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const source = await savedConversation(db, userId(request), request.params.id)
      if (!source) return reply.status(404).send({ message: 'No such conversation' })
      const branch = await branchConversation(db, source, request.body.messageId)
      if (!branch)
        return reply
          .status(404)
          .send({ message: 'messageId: no such message in this conversation' })
      const [summary] = (await listConversations(db, userId(request))).filter(
        (c) => c.id === branch.id,
      )
      return reply.status(201).send(summary!)
    },
  )
}
