import type { chatSchemas } from '../contract/chat'
import { endpoints } from '../endpoint'

/**
 * Persona chat. The three asks answer JSON, or Server-Sent Events (`start`, `chunk`…, `done` |
 * `error`) when the caller accepts `text/event-stream`; `response` is the JSON answer.
 */
export const chatEndpoints = endpoints<typeof chatSchemas>({
  status: 'GET /api/ai/status',
  models: 'GET /api/ai/models',
  ask: 'POST /api/ai-agents/:persona/ask',
  agent: 'POST /api/chatgpt-agent/chat',
  companion: 'POST /api/ai-chat',
  group: 'POST /api/group-chat/ask',
})
