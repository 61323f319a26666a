import * as communication from '../communication'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { collaborationEndpoints } from '../endpoints/collaboration'

export const collaborationSchemas = schemas({
  start: {
    cost: 'model',
    summary: 'Start a multi-agent collaboration: participants take turns through the AI engine',
    body: communication.CollaborationStartSchema,
    response: { 202: communication.CollaborationSchema, ...errors(400) },
  },
  list: read('Recent collaborations with their status', communication.CollaborationListSchema),
  initialize: read(
    'Open the collaboration hub: reports the systems ready to collaborate',
    communication.HubStatusSchema,
  ),
  postMessage: {
    cost: 'model',
    summary:
      'Store a collaboration-hub message (an invitation to an identifier); a registered external agent also finds it on the board, addressed to it',
    body: communication.HubMessageSchema,
    response: { 201: communication.HubPostResultSchema },
  },
  messages: read(
    "The caller's collaboration-hub messages",
    communication.StoredHubMessageListSchema,
  ),
})

export const collaborationContract = contract(
  'collaboration',
  collaborationEndpoints,
  collaborationSchemas,
)
