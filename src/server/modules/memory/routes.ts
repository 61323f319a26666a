import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memoryContract } from '@/shared/contract/memory'
import { HISTORY_IS_PREMIUM } from '@/shared/memory'
import { route } from '../../route'
import {
  branchConversation,
  chooseAnswer,
  conversationMessages,
  deleteConversation,
  deleteMessage,
  listConversations,
  savedConversation,
  updateConversation,
} from '../chat/service'
import {
  addFact,
  deleteFact,
  getPreferences,
  listFacts,
  setPreferences,
  updateFact,
} from './service'

const signedIn = {
  access: 'user',
  signIn: 'Sign in to see what the personas remember about you.',
} as const

/** Saved history is Premium's: a signed-in free user gets 403. */
async function premiumOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!request.user?.isPremium) return reply.status(403).send({ message: HISTORY_IS_PREMIUM })
}
const premium = { ...signedIn, preHandler: premiumOnly }

export const memoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  route(app, memoryContract.facts, signedIn, async (request) => ({
    facts: await listFacts(db, request.user.id),
  }))

  route(app, memoryContract.addFact, signedIn, async (request, reply) => {
    const fact = await addFact(db, request.user.id, request.body.fact, 'manual')
    if (!fact)
      return reply
        .status(400)
        .send({ message: 'fact: you already keep 100 facts; delete one first' })
    return reply.status(201).send(fact)
  })

  route(app, memoryContract.updateFact, signedIn, async (request, reply) => {
    const fact = await updateFact(db, request.user.id, request.params.id, request.body.fact)
    return fact ?? reply.status(404).send({ message: 'No such fact' })
  })

  route(app, memoryContract.deleteFact, signedIn, async (request, reply) => {
    if (!(await deleteFact(db, request.user.id, request.params.id)))
      return reply.status(404).send({ message: 'No such fact' })
    return reply.status(204).send(null)
  })

  route(app, memoryContract.preferences, signedIn, async (request) =>
    getPreferences(db, request.user.id),
  )

  route(app, memoryContract.setPreferences, signedIn, async (request) =>
    setPreferences(db, request.user.id, request.body),
  )

  route(app, memoryContract.conversations, premium, async (request) => ({
    conversations: await listConversations(db, request.user.id, request.query.query || undefined),
  }))

  route(app, memoryContract.conversation, premium, async (request, reply) => {
    const userId = request.user.id
    const conversation = await savedConversation(db, userId, request.params.id)
    if (!conversation) return reply.status(404).send({ message: 'No such conversation' })
    const messages = await conversationMessages(db, conversation.id)
    const [summary] = (await listConversations(db, userId)).filter((c) => c.id === conversation.id)
    return {
      conversation: summary!,
      messages: messages.map((m) => ({
        id: m.id,
        role: m.role,
        content: m.content,
        persona: m.persona,
        engine: m.engine,
        ended: m.ended,
        model: m.model,
        variantOf: m.variantOf,
        hidden: m.hidden,
        createdAt: m.createdAt.toISOString(),
      })),
    }
  })

  route(app, memoryContract.deleteConversation, premium, async (request, reply) => {
    if (!(await deleteConversation(db, request.user.id, request.params.id)))
      return reply.status(404).send({ message: 'No such conversation' })
    return reply.status(204).send(null)
  })

  route(app, memoryContract.updateConversation, premium, async (request, reply) => {
    const userId = request.user.id
    const updated = await updateConversation(db, userId, request.params.id, request.body)
    if (!updated) return reply.status(404).send({ message: 'No such conversation' })
    const [summary] = (await listConversations(db, userId)).filter((c) => c.id === updated.id)
    return summary!
  })

  route(app, memoryContract.deleteMessage, premium, async (request, reply) => {
    const { id, messageId } = request.params
    if (!(await deleteMessage(db, request.user.id, id, messageId)))
      return reply.status(404).send({ message: 'No such message in your conversations' })
    return reply.status(204).send(null)
  })

  route(app, memoryContract.chooseAnswer, premium, async (request, reply) => {
    const { id, messageId } = request.params
    if (!(await chooseAnswer(db, request.user.id, id, messageId)))
      return reply.status(404).send({ message: 'No such answer in your conversations' })
    return reply.status(204).send(null)
  })

  route(app, memoryContract.branch, premium, async (request, reply) => {
    const userId = request.user.id
    const source = await savedConversation(db, userId, request.params.id)
    if (!source) return reply.status(404).send({ message: 'No such conversation' })
    const branch = await branchConversation(db, source, request.body.messageId)
    if (!branch)
      return reply.status(404).send({ message: 'messageId: no such message in this conversation' })
    const [summary] = (await listConversations(db, userId)).filter((c) => c.id === branch.id)
    return reply.status(201).send(summary!)
  })
}
