import type * as chat from '../chat'
import { post, read } from '../endpoint'

/**
 * Persona chat. The three asks answer JSON, or Server-Sent Events (`start`, `chunk`…, `done` |
 * `error`) when the caller accepts `text/event-stream`; `response` is the JSON answer.
 */
export const chatEndpoints = {
  status: read<typeof chat.AiStatusSchema>('/api/ai/status'),
  ask: post<{
    params: typeof chat.PersonaParamsSchema
    body: typeof chat.ChatRequestSchema
    response: typeof chat.ChatResponseSchema
  }>('/api/ai-agents/:persona/ask'),
  agent: post<{
    body: typeof chat.ChatgptAgentRequestSchema
    response: typeof chat.ChatResponseSchema
  }>('/api/chatgpt-agent/chat'),
  companion: post<{
    body: typeof chat.CompanionChatRequestSchema
    response: typeof chat.CompanionChatResponseSchema
  }>('/api/ai-chat'),
}
