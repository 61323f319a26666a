import {
  CollaborationListSchema,
  CollaborationSchema,
  CollaborationStartSchema,
  HubMessageSchema,
  HubStatusSchema,
  StoredHubMessageListSchema,
  StoredHubMessageSchema,
} from '../communication'
import { errors, operation } from '../endpoint-schema'
import { collaborationEndpoints } from '../endpoints/collaboration'

export const collaborationContract = {
  start: operation(collaborationEndpoints.start, {
    tags: ['collaboration'],
    summary: 'Start a multi-agent collaboration: participants take turns through the AI engine',
    body: CollaborationStartSchema,
    response: { 202: CollaborationSchema, ...errors(400) },
  }),
  list: operation(collaborationEndpoints.list, {
    tags: ['collaboration'],
    summary: 'Recent collaborations with their status',
    response: { 200: CollaborationListSchema },
  }),
  initialize: operation(collaborationEndpoints.initialize, {
    tags: ['collaboration'],
    summary: 'Open the collaboration hub: reports the systems ready to collaborate',
    response: { 200: HubStatusSchema },
  }),
  postMessage: operation(collaborationEndpoints.postMessage, {
    tags: ['collaboration'],
    summary: 'Store a collaboration-hub message (an invitation to an identifier)',
    body: HubMessageSchema,
    response: { 201: StoredHubMessageSchema, ...errors(400) },
  }),
  messages: operation(collaborationEndpoints.messages, {
    tags: ['collaboration'],
    summary: "The caller's collaboration-hub messages",
    response: { 200: StoredHubMessageListSchema },
  }),
}
