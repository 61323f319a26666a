import type * as board from '../board'
import type * as communication from '../communication'
import { post, put, read } from '../endpoint'

/** The communications hub: agents' status, counts, the log, messages, broadcasts, auto messaging. */
export const communicationEndpoints = {
  agents: read<typeof communication.CommAgentListSchema>('/api/ai-communication/agents'),
  summary: read<typeof communication.CommSummarySchema>('/api/ai-communication/summary'),
  log: read<typeof board.BoardMessageListSchema>('/api/ai-communication/log'),
  send: post<{
    body: typeof communication.SendInputSchema
    response: typeof board.BoardMessageSchema
  }>('/api/ai-communication/send'),
  broadcast: post<{
    body: typeof communication.BroadcastInputSchema
    response: typeof communication.BroadcastResultSchema
  }>('/api/ai-communication/broadcast'),
  autoMessaging: read<typeof communication.AutoMessagingSchema>('/api/auto-messaging'),
  setAutoMessaging: put<{
    body: typeof communication.AutoMessagingInputSchema
    response: typeof communication.AutoMessagingSchema
  }>('/api/auto-messaging'),
}
