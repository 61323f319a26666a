import type { BoardMessageListSchema, BoardMessageSchema } from '../board'
import type {
  AutoMessagingInputSchema,
  AutoMessagingSchema,
  BroadcastInputSchema,
  BroadcastResultSchema,
  CommAgentListSchema,
  CommSummarySchema,
  SendInputSchema,
} from '../communication'
import { get, post, put } from '../endpoint'

/** The communications hub: agents' status, counts, the log, messages, broadcasts, auto messaging. */
export const communicationEndpoints = {
  agents: get<{ response: typeof CommAgentListSchema }>('/api/ai-communication/agents'),
  summary: get<{ response: typeof CommSummarySchema }>('/api/ai-communication/summary'),
  log: get<{ response: typeof BoardMessageListSchema }>('/api/ai-communication/log'),
  send: post<{ body: typeof SendInputSchema; response: typeof BoardMessageSchema }>(
    '/api/ai-communication/send',
  ),
  broadcast: post<{ body: typeof BroadcastInputSchema; response: typeof BroadcastResultSchema }>(
    '/api/ai-communication/broadcast',
  ),
  autoMessaging: get<{ response: typeof AutoMessagingSchema }>('/api/auto-messaging'),
  setAutoMessaging: put<{
    body: typeof AutoMessagingInputSchema
    response: typeof AutoMessagingSchema
  }>('/api/auto-messaging'),
}
