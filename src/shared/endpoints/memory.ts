import type { memorySchemas } from '../contract/memory'
import { endpoints } from '../endpoint'

/** What the personas remember (facts, preferences) and a Premium user's saved conversations. */
export const memoryEndpoints = endpoints<typeof memorySchemas>({
  facts: 'GET /api/memory/facts',
  addFact: 'POST /api/memory/facts',
  updateFact: 'PATCH /api/memory/facts/:id',
  deleteFact: 'DELETE /api/memory/facts/:id',
  preferences: 'GET /api/preferences',
  setPreferences: 'PUT /api/preferences',
  conversations: 'GET /api/conversations',
  conversation: 'GET /api/conversations/:id',
  deleteConversation: 'DELETE /api/conversations/:id',
  updateConversation: 'PATCH /api/conversations/:id',
  deleteMessage: 'DELETE /api/conversations/:id/messages/:messageId',
  chooseAnswer: 'POST /api/conversations/:id/messages/:messageId/choose',
  branch: 'POST /api/conversations/:id/branch',
})
