import { z } from 'zod'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { memoryEndpoints } from '../endpoints/memory'
import * as memory from '../memory'
import * as preferences from '../preferences'

export const memorySchemas = schemas({
  facts: read('What the personas remember about you', memory.FactListSchema),
  addFact: {
    summary: 'Tell the personas a fact',
    body: memory.FactInputSchema,
    response: { 201: memory.FactSchema, ...errors(400) },
  },
  updateFact: {
    summary: 'Edit a fact',
    params: memory.FactIdParamsSchema,
    body: memory.FactInputSchema,
    response: { 200: memory.FactSchema, ...errors(404) },
  },
  deleteFact: {
    summary: 'Forget a fact',
    params: memory.FactIdParamsSchema,
    response: { 204: z.null(), ...errors(404) },
  },
  preferences: read('Your chat preferences', preferences.ResponsePreferencesSchema),
  setPreferences: {
    summary: 'Change your chat preferences',
    body: preferences.ResponsePreferencesSchema,
    response: { 200: preferences.ResponsePreferencesSchema },
  },
  conversations: {
    summary: 'Your saved conversations (Premium); `query` searches them',
    querystring: memory.ConversationListQuerySchema,
    response: { 200: memory.ConversationListSchema, ...errors(403) },
  },
  conversation: {
    summary: 'One saved conversation with its messages',
    params: memory.ConversationParamsSchema,
    response: { 200: memory.ConversationDetailSchema, ...errors(403, 404) },
  },
  deleteConversation: {
    summary: 'Delete a saved conversation',
    params: memory.ConversationParamsSchema,
    response: { 204: z.null(), ...errors(403, 404) },
  },
  updateConversation: {
    summary: 'Rename or pin a saved conversation',
    params: memory.ConversationParamsSchema,
    body: memory.ConversationPatchSchema,
    response: { 200: memory.ConversationSummarySchema, ...errors(400, 403, 404) },
  },
  deleteMessage: {
    summary: 'Delete a message of a saved conversation (an answer goes with its alternatives)',
    params: memory.ConversationMessageParamsSchema,
    response: { 204: z.null(), ...errors(403, 404) },
  },
  chooseAnswer: {
    summary:
      'Make one answer of a regenerated reply the one the conversation goes on from (its alternatives are kept, hidden)',
    params: memory.ConversationMessageParamsSchema,
    response: { 204: z.null(), ...errors(403, 404) },
  },
  branch: {
    summary: 'Continue a conversation from one of its messages, as a new branch',
    params: memory.ConversationParamsSchema,
    body: memory.BranchInputSchema,
    response: { 201: memory.ConversationSummarySchema, ...errors(403, 404) },
  },
})

export const memoryContract = contract('memory', memoryEndpoints, memorySchemas)
