import type {
  AiStatusSchema,
  ChatgptAgentRequestSchema,
  ChatRequestSchema,
  ChatResponseSchema,
  CompanionChatRequestSchema,
  CompanionChatResponseSchema,
  PersonaParamsSchema,
} from '../chat'
import { get, post } from '../endpoint'

/**
 * Persona chat. The three asks answer JSON, or Server-Sent Events (`start`, `chunk`…, `done` |
 * `error`) when the caller accepts `text/event-stream`; `response` is the JSON answer.
 */
export const chatEndpoints = {
  status: get<{ response: typeof AiStatusSchema }>('/api/ai/status'),
  ask: post<{
    params: typeof PersonaParamsSchema
    body: typeof ChatRequestSchema
    response: typeof ChatResponseSchema
  }>('/api/ai-agents/:persona/ask'),
  agent: post<{ body: typeof ChatgptAgentRequestSchema; response: typeof ChatResponseSchema }>(
    '/api/chatgpt-agent/chat',
  ),
  companion: post<{
    body: typeof CompanionChatRequestSchema
    response: typeof CompanionChatResponseSchema
  }>('/api/ai-chat'),
}
