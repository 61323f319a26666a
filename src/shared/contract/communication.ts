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
import { contract, errors, read } from '../endpoint-schema'
import { communicationEndpoints } from '../endpoints/communication'

export const communicationContract = contract('communication', communicationEndpoints, {
  agents: read('Agents with their live status', CommAgentListSchema),
  summary: read('Message, agent, thread and queue counts', CommSummarySchema),
  log: read('Broadcasts, direct messages and replies, newest first', BoardMessageListSchema),
  send: {
    summary: 'Send a message to an agent (an AI agent answers in the background) or to all',
    body: SendInputSchema,
    response: { 201: BoardMessageSchema, ...errors(400) },
  },
  broadcast: {
    summary: 'Broadcast to all AI entities; each answers through the AI engine',
    body: BroadcastInputSchema,
    response: { 201: BroadcastResultSchema, ...errors(400) },
  },
  autoMessaging: read('Auto messaging: on or off, interval, last run', AutoMessagingSchema),
  setAutoMessaging: {
    summary: 'Turn auto messaging on or off and set its interval (administrators)',
    body: AutoMessagingInputSchema,
    response: { 200: AutoMessagingSchema, ...errors(400, 401, 403) },
  },
})
