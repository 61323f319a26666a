import type * as communication from '../communication'
import { post, read } from '../endpoint'

/** Multi-agent collaborations and the collaboration hub's messages. */
export const collaborationEndpoints = {
  start: post<{
    body: typeof communication.CollaborationStartSchema
    response: typeof communication.CollaborationSchema
  }>('/api/ai-collaboration/start'),
  list: read<typeof communication.CollaborationListSchema>('/api/ai-collaboration'),
  initialize: post<{ response: typeof communication.HubStatusSchema }>(
    '/api/ai-collaboration/initialize',
  ),
  postMessage: post<{
    body: typeof communication.HubMessageSchema
    response: typeof communication.StoredHubMessageSchema
  }>('/api/ai-collaboration/message'),
  messages: read<typeof communication.StoredHubMessageListSchema>('/api/ai-collaboration/messages'),
}
