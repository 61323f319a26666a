import { z } from 'zod'
import { PersonaSlugSchema } from './personas'

export const MAX_CHAT_MESSAGE = 4000
export const MAX_HISTORY_TURNS = 20
/**
 * The largest chat request body (decision 226): a message and 40 turns of up to 8,000
 * characters at three UTF-8 bytes each come to 0.93 MiB.
 */
export const CHAT_BODY_LIMIT = 1024 * 1024

const MessageTextSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_CHAT_MESSAGE, `must be at most ${MAX_CHAT_MESSAGE} characters`)

export const ChatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(MAX_CHAT_MESSAGE * 2),
  /** In a group chat, the persona who wrote an answer: the prompt names its lines (decision 271). */
  persona: z.string().max(80, 'must be at most 80 characters').optional(),
})
export type ChatTurn = z.infer<typeof ChatTurnSchema>

/**
 * A new answer to the same question (`regenerate`), or the rest of an answer that was stopped or
 * cut (`continue`). In a saved conversation `answerId` names the stored answer; a conversation
 * the browser keeps sends the question as `message`, the turns before it as `history`, and, to
 * continue, the answer so far as `partial` (decision 205).
 */
export const ChatModeSchema = z.object({
  kind: z.enum(['regenerate', 'continue']),
  answerId: z.uuid('must be a message id').optional(),
  partial: z
    .string()
    .max(MAX_CHAT_MESSAGE * 2, `must be at most ${MAX_CHAT_MESSAGE * 2} characters`)
    .optional(),
})
export type ChatMode = z.infer<typeof ChatModeSchema>

/** The id of a model offered to chat with (`GET /api/ai/models`); `offline` is the offline engine. */
export const ModelPickSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(300, 'must be at most 300 characters')

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
  mode: ChatModeSchema.optional(),
  /** Which of the offered models answers; the persona's own choice when absent. */
  model: ModelPickSchema.optional(),
  /**
   * The greeting the chat opens with: 0 the card's first message, 1 its first alternate
   * greeting, and so on (the one the person swiped to).
   */
  greeting: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(20, 'must be at most 20')
    .optional(),
})
export type ChatRequest = z.infer<typeof ChatRequestSchema>

/** The most personas one group chat holds. */
export const MAX_GROUP_PARTICIPANTS = 6

/**
 * A message to a group chat (decision 261). A new one names its `participants` (two or more,
 * in turn order); a continued one has them already. `speaker` is the person's pick of who
 * answers; without it, whoever the message names answers, else the next in turn. A regenerate
 * or continue keeps the speaker of the answer it redoes.
 */
export const GroupChatRequestSchema = ChatRequestSchema.omit({ greeting: true }).extend({
  participants: z
    .array(PersonaSlugSchema, { error: 'must be a list of persona ids' })
    .min(2, 'must name two or more personas')
    .max(MAX_GROUP_PARTICIPANTS, `must name at most ${MAX_GROUP_PARTICIPANTS} personas`)
    .refine((ids) => new Set(ids).size === ids.length, 'must name each persona once')
    .optional(),
  speaker: PersonaSlugSchema.optional(),
})
export type GroupChatRequest = z.infer<typeof GroupChatRequestSchema>

export const ChatgptAgentRequestSchema = ChatRequestSchema.extend({
  persona: PersonaSlugSchema.optional(),
})

/** The companion: Adam or Eve, or any persona of the registry the caller may chat with. */
export const CompanionChatRequestSchema = ChatRequestSchema.extend({
  agent: PersonaSlugSchema.default('adam'),
})

export const EngineSchema = z.enum(['offline', 'model'])

export const ChatResponseSchema = z.object({
  response: z.string(),
  conversationId: z.uuid(),
  /** The persona's id in the registry (a built-in's, or a custom persona's slug). */
  persona: z.string(),
  engine: EngineSchema,
  model: z.string(),
  saved: z.boolean(),
  /** Set when the persona's model failed and the offline engine answered in its place. */
  fallback: z.string().optional(),
  /** What the model thought before it answered, when it said so; not part of the answer. */
  reasoning: z.string().optional(),
  /** `length` when the reply budget cut the answer. */
  finishReason: z.enum(['stop', 'length']).optional(),
  /** Where a saved conversation stored the question and the answer (for its controls). */
  messageIds: z.object({ question: z.uuid().nullable(), answer: z.uuid() }).optional(),
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
      data: {
        conversationId: string
        engine: 'offline' | 'model'
        model: string
        saved: boolean
        /** The persona answering (a group chat shows its name from the first word). */
        persona?: string
      }
    }
  | { event: 'chunk'; data: { text: string } }
  /** The model's thinking as it streams, shown apart from the answer. */
  | { event: 'reasoning'; data: { text: string } }
  /** The model failed: what it said so far is void, the offline engine's answer follows. */
  | { event: 'fallback'; data: { message: string } }
  | { event: 'done'; data: ChatResponse }
  | { event: 'error'; data: { message: string } }
  /**
   * The server restarted while answering: what was said is kept (a saved conversation marks it
   * interrupted) and the question can be asked again.
   */
  | { event: 'interrupted'; data: { message: string; conversationId: string } }

/** A model people may chat with: the ones an administrator chose, and the offline engine. */
export const OfferedModelSchema = z.object({
  id: z.string(),
  label: z.string(),
  engine: EngineSchema,
})
export const OfferedModelsSchema = z.object({ models: z.array(OfferedModelSchema) })
export type OfferedModel = z.infer<typeof OfferedModelSchema>

export const PersonaParamsSchema = z.object({ persona: PersonaSlugSchema })
