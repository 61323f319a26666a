import { BoardMessageListSchema, BoardMessageSchema } from '../board'
import {
  AutoMessagingInputSchema,
  AutoMessagingSchema,
  BroadcastInputSchema,
  BroadcastResultSchema,
  CommAgentListSchema,
  CommSummarySchema,
  SendInputSchema,
} from '../communication'
import { errors, operation } from '../endpoint-schema'
import { communicationEndpoints } from '../endpoints/communication'

export const communicationContract = {
  agents: operation(communicationEndpoints.agents, {
    tags: ['communication'],
    summary: 'Agents with their live status',
    response: { 200: CommAgentListSchema },
  }),
  summary: operation(communicationEndpoints.summary, {
    tags: ['communication'],
    summary: 'Message, agent, thread and queue counts',
    response: { 200: CommSummarySchema },
  }),
  log: operation(communicationEndpoints.log, {
    tags: ['communication'],
    summary: 'Broadcasts, direct messages and replies, newest first',
    response: { 200: BoardMessageListSchema },
  }),
  send: operation(communicationEndpoints.send, {
    tags: ['communication'],
    summary: 'Send a message to an agent (an AI agent answers in the background) or to all',
    body: SendInputSchema,
    response: { 201: BoardMessageSchema, ...errors(400) },
  }),
  broadcast: operation(communicationEndpoints.broadcast, {
    tags: ['communication'],
    summary: 'Broadcast to all AI entities; each answers through the AI engine',
    body: BroadcastInputSchema,
    response: { 201: BroadcastResultSchema, ...errors(400) },
  }),
  autoMessaging: operation(communicationEndpoints.autoMessaging, {
    tags: ['communication'],
    summary: 'Auto messaging: on or off, interval, last run',
    response: { 200: AutoMessagingSchema },
  }),
  setAutoMessaging: operation(communicationEndpoints.setAutoMessaging, {
    tags: ['communication'],
    summary: 'Turn auto messaging on or off and set its interval (administrators)',
    body: AutoMessagingInputSchema,
    response: { 200: AutoMessagingSchema, ...errors(400, 401, 403) },
  }),
}
