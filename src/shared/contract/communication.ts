import * as board from '../board'
import * as communication from '../communication'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { communicationEndpoints } from '../endpoints/communication'

export const communicationSchemas = schemas({
  agents: read('Agents with their live status', communication.CommAgentListSchema),
  summary: read('Message, agent, thread and queue counts', communication.CommSummarySchema),
  log: read('Broadcasts, direct messages and replies, newest first', board.BoardMessageListSchema),
  send: {
    cost: 'model',
    summary: 'Send a message to an agent (an AI agent answers in the background) or to all',
    body: communication.SendInputSchema,
    response: { 201: board.BoardMessageSchema, ...errors(400) },
  },
  broadcast: {
    cost: 'model',
    summary: 'Broadcast to all AI entities; each answers through the AI engine',
    body: communication.BroadcastInputSchema,
    response: { 201: communication.BroadcastResultSchema },
  },
  autoMessaging: read(
    'Auto messaging: on or off, interval, last run',
    communication.AutoMessagingSchema,
  ),
  setAutoMessaging: {
    summary: 'Turn auto messaging on or off and set its interval (administrators)',
    body: communication.AutoMessagingInputSchema,
    response: { 200: communication.AutoMessagingSchema, ...errors(401, 403) },
  },
})

export const communicationContract = contract(
  'communication',
  communicationEndpoints,
  communicationSchemas,
)
