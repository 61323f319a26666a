import { del, get, patch, post, put, read } from '../endpoint'
import type * as memory from '../memory'
import type * as preferences from '../preferences'

/** What the personas remember (facts, preferences) and a Premium user's saved conversations. */
export const memoryEndpoints = {
  facts: read<typeof memory.FactListSchema>('/api/memory/facts'),
  addFact: post<{ body: typeof memory.FactInputSchema; response: typeof memory.FactSchema }>(
    '/api/memory/facts',
  ),
  updateFact: patch<{
    params: typeof memory.FactIdParamsSchema
    body: typeof memory.FactInputSchema
    response: typeof memory.FactSchema
  }>('/api/memory/facts/:id'),
  deleteFact: del<{ params: typeof memory.FactIdParamsSchema }>('/api/memory/facts/:id'),
  preferences: read<typeof preferences.ResponsePreferencesSchema>('/api/preferences'),
  setPreferences: put<{
    body: typeof preferences.ResponsePreferencesSchema
    response: typeof preferences.ResponsePreferencesSchema
  }>('/api/preferences'),
  conversations: get<{
    query: typeof memory.ConversationListQuerySchema
    response: typeof memory.ConversationListSchema
  }>('/api/conversations'),
  conversation: get<{
    params: typeof memory.ConversationParamsSchema
    response: typeof memory.ConversationDetailSchema
  }>('/api/conversations/:id'),
  deleteConversation: del<{ params: typeof memory.ConversationParamsSchema }>(
    '/api/conversations/:id',
  ),
  branch: post<{
    params: typeof memory.ConversationParamsSchema
    body: typeof memory.BranchInputSchema
    response: typeof memory.ConversationSummarySchema
  }>('/api/conversations/:id/branch'),
}
