import { z } from 'zod'
import { errors, operation } from '../endpoint-schema'
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

export const memoryContract = {
  facts: operation(memoryEndpoints.facts, {
    tags: ['memory'],
    summary: 'What the personas remember about you',
    response: { 200: FactListSchema },
  }),
  addFact: operation(memoryEndpoints.addFact, {
    tags: ['memory'],
    summary: 'Tell the personas a fact',
    body: FactInputSchema,
    response: { 201: FactSchema, ...errors(400) },
  }),
  updateFact: operation(memoryEndpoints.updateFact, {
    tags: ['memory'],
    summary: 'Edit a fact',
    params: FactIdParamsSchema,
    body: FactInputSchema,
    response: { 200: FactSchema, ...errors(400, 404) },
  }),
  deleteFact: operation(memoryEndpoints.deleteFact, {
    tags: ['memory'],
    summary: 'Forget a fact',
    params: FactIdParamsSchema,
    response: { 204: z.null(), ...errors(400, 404) },
  }),
  preferences: operation(memoryEndpoints.preferences, {
    tags: ['memory'],
    summary: 'Your chat preferences',
    response: { 200: ResponsePreferencesSchema },
  }),
  setPreferences: operation(memoryEndpoints.setPreferences, {
    tags: ['memory'],
    summary: 'Change your chat preferences',
    body: ResponsePreferencesSchema,
    response: { 200: ResponsePreferencesSchema, ...errors(400) },
  }),
  conversations: operation(memoryEndpoints.conversations, {
    tags: ['memory'],
    summary: 'Your saved conversations (Premium); `query` searches them',
    querystring: ConversationListQuerySchema,
    response: { 200: ConversationListSchema, ...errors(400, 403) },
  }),
  conversation: operation(memoryEndpoints.conversation, {
    tags: ['memory'],
    summary: 'One saved conversation with its messages',
    params: ConversationParamsSchema,
    response: { 200: ConversationDetailSchema, ...errors(400, 403, 404) },
  }),
  deleteConversation: operation(memoryEndpoints.deleteConversation, {
    tags: ['memory'],
    summary: 'Delete a saved conversation',
    params: ConversationParamsSchema,
    response: { 204: z.null(), ...errors(400, 403, 404) },
  }),
  branch: operation(memoryEndpoints.branch, {
    tags: ['memory'],
    summary: 'Continue a conversation from one of its messages, as a new branch',
    params: ConversationParamsSchema,
    body: BranchInputSchema,
    response: { 201: ConversationSummarySchema, ...errors(400, 403, 404) },
  }),
}
