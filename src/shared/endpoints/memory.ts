import { del, get, patch, post, put } from '../endpoint'
import type {
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
import type { ResponsePreferencesSchema } from '../preferences'

/** What the personas remember (facts, preferences) and a Premium user's saved conversations. */
export const memoryEndpoints = {
  facts: get<{ response: typeof FactListSchema }>('/api/memory/facts'),
  addFact: post<{ body: typeof FactInputSchema; response: typeof FactSchema }>('/api/memory/facts'),
  updateFact: patch<{
    params: typeof FactIdParamsSchema
    body: typeof FactInputSchema
    response: typeof FactSchema
  }>('/api/memory/facts/:id'),
  deleteFact: del<{ params: typeof FactIdParamsSchema }>('/api/memory/facts/:id'),
  preferences: get<{ response: typeof ResponsePreferencesSchema }>('/api/preferences'),
  setPreferences: put<{
    body: typeof ResponsePreferencesSchema
    response: typeof ResponsePreferencesSchema
  }>('/api/preferences'),
  conversations: get<{
    query: typeof ConversationListQuerySchema
    response: typeof ConversationListSchema
  }>('/api/conversations'),
  conversation: get<{
    params: typeof ConversationParamsSchema
    response: typeof ConversationDetailSchema
  }>('/api/conversations/:id'),
  deleteConversation: del<{ params: typeof ConversationParamsSchema }>('/api/conversations/:id'),
  branch: post<{
    params: typeof ConversationParamsSchema
    body: typeof BranchInputSchema
    response: typeof ConversationSummarySchema
  }>('/api/conversations/:id/branch'),
}
