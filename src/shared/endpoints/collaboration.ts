import type {
  CollaborationListSchema,
  CollaborationSchema,
  CollaborationStartSchema,
  HubMessageSchema,
  HubStatusSchema,
  StoredHubMessageListSchema,
  StoredHubMessageSchema,
} from '../communication'
import { get, post } from '../endpoint'

/** Multi-agent collaborations and the collaboration hub's messages. */
export const collaborationEndpoints = {
  start: post<{ body: typeof CollaborationStartSchema; response: typeof CollaborationSchema }>(
    '/api/ai-collaboration/start',
  ),
  list: get<{ response: typeof CollaborationListSchema }>('/api/ai-collaboration'),
  initialize: post<{ response: typeof HubStatusSchema }>('/api/ai-collaboration/initialize'),
  postMessage: post<{ body: typeof HubMessageSchema; response: typeof StoredHubMessageSchema }>(
    '/api/ai-collaboration/message',
  ),
  messages: get<{ response: typeof StoredHubMessageListSchema }>('/api/ai-collaboration/messages'),
}
