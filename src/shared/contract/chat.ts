import {
  AiStatusSchema,
  ChatgptAgentRequestSchema,
  ChatRequestSchema,
  ChatResponseSchema,
  CompanionChatRequestSchema,
  CompanionChatResponseSchema,
  PersonaParamsSchema,
} from '../chat'
import { errors, operation } from '../endpoint-schema'
import { ErrorResponseSchema } from '../errors'
import { chatEndpoints } from '../endpoints/chat'

const streamingNote =
  'Send `Accept: text/event-stream` to receive the reply as Server-Sent Events (start, chunk…, done | error).'
// 504: the model took longer than AI_TIMEOUT_MS.
const chatErrors = { ...errors(400, 404, 429, 502, 503), 504: ErrorResponseSchema }

export const chatContract = {
  status: operation(chatEndpoints.status, {
    tags: ['chat'],
    summary: 'Which AI engine answers',
    response: { 200: AiStatusSchema },
  }),
  ask: operation(chatEndpoints.ask, {
    tags: ['chat'],
    summary: 'Ask a persona (adam, eve, eva, alex)',
    description: streamingNote,
    params: PersonaParamsSchema,
    body: ChatRequestSchema,
    response: { 200: ChatResponseSchema, ...chatErrors },
  }),
  agent: operation(chatEndpoints.agent, {
    tags: ['chat'],
    summary: 'Chat with the general agent (a persona, adam by default)',
    description: streamingNote,
    body: ChatgptAgentRequestSchema,
    response: { 200: ChatResponseSchema, ...chatErrors },
  }),
  companion: operation(chatEndpoints.companion, {
    tags: ['chat'],
    summary: 'The floating companion (adam or eve)',
    description: streamingNote,
    body: CompanionChatRequestSchema,
    response: { 200: CompanionChatResponseSchema, ...chatErrors },
  }),
}
