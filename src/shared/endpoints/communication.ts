import type { communicationSchemas } from '../contract/communication'
import { endpoints } from '../endpoint'

/** The communications hub: agents' status, counts, the log, messages, broadcasts, auto messaging. */
export const communicationEndpoints = endpoints<typeof communicationSchemas>({
  agents: 'GET /api/ai-communication/agents',
  summary: 'GET /api/ai-communication/summary',
  log: 'GET /api/ai-communication/log',
  send: 'POST /api/ai-communication/send',
  broadcast: 'POST /api/ai-communication/broadcast',
  autoMessaging: 'GET /api/auto-messaging',
  setAutoMessaging: 'PUT /api/auto-messaging',
})
