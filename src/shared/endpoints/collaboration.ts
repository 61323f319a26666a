import type { collaborationSchemas } from '../contract/collaboration'
import { endpoints } from '../endpoint'

/** Multi-agent collaborations and the collaboration hub's messages. */
export const collaborationEndpoints = endpoints<typeof collaborationSchemas>({
  start: 'POST /api/ai-collaboration/start',
  list: 'GET /api/ai-collaboration',
  initialize: 'POST /api/ai-collaboration/initialize',
  postMessage: 'POST /api/ai-collaboration/message',
  messages: 'GET /api/ai-collaboration/messages',
})
