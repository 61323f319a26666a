import { z } from 'zod'
import { contract, errors, read } from '../endpoint-schema'
import { memoryEndpoints } from '../endpoints/memory'
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
} from '../memory'
import { ResponsePreferencesSchema } from '../preferences'

export const memoryContract = contract('memory', memoryEndpoints, {
  facts: read('What the personas remember about you', FactListSchema),
  addFact: {
    summary: 'Tell the personas a fact',
    body: FactInputSchema,
    response: { 201: FactSchema, ...errors(400) },
  },
  updateFact: {
    summary: 'Edit a fact',
    params: FactIdParamsSchema,
    body: FactInputSchema,
    response: { 200: FactSchema, ...errors(400, 404) },
  },
  deleteFact: {
    summary: 'Forget a fact',
    params: FactIdParamsSchema,
    response: { 204: z.null(), ...errors(400, 404) },
  },
  preferences: read('Your chat preferences', ResponsePreferencesSchema),
  setPreferences: {
    summary: 'Change your chat preferences',
    body: ResponsePreferencesSchema,
    response: { 200: ResponsePreferencesSchema, ...errors(400) },
  },
  conversations: {
    summary: 'Your saved conversations (Premium); `query` searches them',
    querystring: ConversationListQuerySchema,
    response: { 200: ConversationListSchema, ...errors(400, 403) },
  },
  conversation: {
    summary: 'One saved conversation with its messages',
    params: ConversationParamsSchema,
    response: { 200: ConversationDetailSchema, ...errors(400, 403, 404) },
  },
  deleteConversation: {
    summary: 'Delete a saved conversation',
    params: ConversationParamsSchema,
    response: { 204: z.null(), ...errors(400, 403, 404) },
  },
  branch: {
    summary: 'Continue a conversation from one of its messages, as a new branch',
    params: ConversationParamsSchema,
    body: BranchInputSchema,
    response: { 201: ConversationSummarySchema, ...errors(400, 403, 404) },
  },
})
