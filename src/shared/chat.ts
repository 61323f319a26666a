import { z } from 'zod'
import { PersonaIdSchema } from './personas'

export const MAX_CHAT_MESSAGE = 4000
export const MAX_HISTORY_TURNS = 20

const MessageTextSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_CHAT_MESSAGE, `must be at most ${MAX_CHAT_MESSAGE} characters`)

export const ChatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(MAX_CHAT_MESSAGE * 2),
})
export type ChatTurn = z.infer<typeof ChatTurnSchema>

/**
 * A message to a persona. Without `conversationId` it starts a new conversation (counted
 * toward the daily limit). Conversations that are not saved send their recent `history`.
 */
export const ChatRequestSchema = z.object({
  message: MessageTextSchema,
  context: z.record(z.string(), z.unknown()).optional(),
  conversationId: z.uuid('must be a conversation id').optional(),
  history: z
    .array(ChatTurnSchema)
    .max(MAX_HISTORY_TURNS * 2)
    .optional(),
})
export type ChatRequest = z.infer<typeof ChatRequestSchema>

export const ChatgptAgentRequestSchema = ChatRequestSchema.extend({
  persona: PersonaIdSchema.optional(),
})

export const CompanionChatRequestSchema = ChatRequestSchema.extend({
  agent: z.enum(['adam', 'eve']).default('adam'),
})

export const EngineSchema = z.enum(['offline', 'model'])

export const ChatResponseSchema = z.object({
  response: z.string(),
  conversationId: z.uuid(),
  persona: PersonaIdSchema,
  engine: EngineSchema,
  model: z.string(),
  saved: z.boolean(),
  /** Set when the persona's model failed and the offline engine answered in its place. */
  fallback: z.string().optional(),
})
export type ChatResponse = z.infer<typeof ChatResponseSchema>

export const CompanionChatResponseSchema = ChatResponseSchema.extend({ message: z.string() })

export const AiStatusSchema = z.object({
  engine: EngineSchema,
  model: z.string(),
  hint: z.string().nullable(),
})
export type AiStatus = z.infer<typeof AiStatusSchema>

/** Server-Sent Events of a streamed reply (`Accept: text/event-stream`). */
export type ChatStreamEvent =
  | {
      event: 'start'
      data: { conversationId: string; engine: 'offline' | 'model'; model: string; saved: boolean }
    }
  | { event: 'chunk'; data: { text: string } }
  /** The model failed: what it said so far is void, the offline engine's answer follows. */
  | { event: 'fallback'; data: { message: string } }
  | { event: 'done'; data: ChatResponse }
  | { event: 'error'; data: { message: string } }

export const PersonaParamsSchema = z.object({ persona: PersonaIdSchema })
