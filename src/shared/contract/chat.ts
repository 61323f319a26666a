import * as chat from '../chat'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { ErrorResponseSchema } from '../errors'
import { chatEndpoints } from '../endpoints/chat'

const streamingNote =
  'Send `Accept: text/event-stream` to receive the reply as Server-Sent Events (start, chunk…, done | error).'
// 504: the model took longer than AI_TIMEOUT_MS.
const chatErrors = { ...errors(400, 404, 429, 502, 503), 504: ErrorResponseSchema }

export const chatSchemas = schemas({
  status: read('Which AI engine answers', chat.AiStatusSchema),
  models: read(
    'The models people may choose in the chat: the ones an administrator chose, and the offline engine',
    chat.OfferedModelsSchema,
  ),
  ask: {
    bodyLimit: chat.CHAT_BODY_LIMIT,
    cost: 'model',
    summary: 'Ask a persona (adam, eve, eva, alex)',
    description: streamingNote,
    params: chat.PersonaParamsSchema,
    body: chat.ChatRequestSchema,
    response: { 200: chat.ChatResponseSchema, ...chatErrors },
  },
  agent: {
    bodyLimit: chat.CHAT_BODY_LIMIT,
    cost: 'model',
    summary: 'Chat with the general agent (a persona, adam by default)',
    description: streamingNote,
    body: chat.ChatgptAgentRequestSchema,
    response: { 200: chat.ChatResponseSchema, ...chatErrors },
  },
  companion: {
    bodyLimit: chat.CHAT_BODY_LIMIT,
    cost: 'model',
    summary: 'The floating companion (adam, eve, or a persona the caller may chat with)',
    description: streamingNote,
    body: chat.CompanionChatRequestSchema,
    response: { 200: chat.CompanionChatResponseSchema, ...chatErrors },
  },
  group: {
    bodyLimit: chat.CHAT_BODY_LIMIT,
    cost: 'model',
    summary:
      'Ask a group chat of two or more personas: the one picked, else the one named, else the next in turn answers',
    description: streamingNote,
    body: chat.GroupChatRequestSchema,
    response: { 200: chat.ChatResponseSchema, ...chatErrors },
  },
})

export const chatContract = contract('chat', chatEndpoints, chatSchemas)
