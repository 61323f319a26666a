import {
  CollaborationListSchema,
  CollaborationSchema,
  CollaborationStartSchema,
  HubMessageSchema,
  HubStatusSchema,
  StoredHubMessageListSchema,
  StoredHubMessageSchema,
} from '../communication'
import { contract, errors, read } from '../endpoint-schema'
import { collaborationEndpoints } from '../endpoints/collaboration'

export const collaborationContract = contract('collaboration', collaborationEndpoints, {
  start: {
    summary: 'Start a multi-agent collaboration: participants take turns through the AI engine',
    body: CollaborationStartSchema,
    response: { 202: CollaborationSchema, ...errors(400) },
  },
  list: read('Recent collaborations with their status', CollaborationListSchema),
  initialize: read(
    'Open the collaboration hub: reports the systems ready to collaborate',
    HubStatusSchema,
  ),
  postMessage: {
    summary: 'Store a collaboration-hub message (an invitation to an identifier)',
    body: HubMessageSchema,
    response: { 201: StoredHubMessageSchema, ...errors(400) },
  },
  messages: read("The caller's collaboration-hub messages", StoredHubMessageListSchema),
})
