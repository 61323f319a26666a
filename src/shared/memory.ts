import { z } from 'zod'

/** Why a free member has no saved history: the server's 403 and the screen's prompt say the same. */
export const HISTORY_IS_PREMIUM =
  'Saved, searchable history is a Premium feature. Upgrade to keep your conversations.'

export const FactTextSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(200, 'must be at most 200 characters')

export const FactSchema = z.object({
  id: z.number().int(),
  fact: z.string(),
  source: z.enum(['extracted', 'manual']),
  updatedAt: z.string(),
})
export type Fact = z.infer<typeof FactSchema>

export const FactInputSchema = z.object({ fact: FactTextSchema })
export const FactListSchema = z.object({ facts: z.array(FactSchema) })
export const FactIdParamsSchema = z.object({
  id: z.coerce.number().int().positive('must be a fact id').max(2_147_483_647, 'must be a fact id'),
})

export const ConversationSummarySchema = z.object({
  id: z.uuid(),
  persona: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
  branchedFrom: z.string().nullable(),
  /** Kept at the top of the list. */
  pinned: z.boolean(),
  /** Which of the persona's greetings it opened with: 0 its first message (decision 260). */
  greeting: z.number().int(),
  /** A group chat's personas in turn order; null for a chat with one (decision 261). */
  participants: z.array(z.string()).nullable(),
  match: z.string().nullable(),
})
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>

export const StoredChatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  persona: z.string(),
  engine: z.string().nullable(),
  /** An answer cut short: stopped by the person, or interrupted by a server restart. */
  ended: z.enum(['stopped', 'interrupted']).nullable().optional(),
  /** The model (or offline engine) that wrote an answer, when known. */
  model: z.string().nullable().optional(),
  /** A regenerated answer: the first answer of the same question (decision 205). */
  variantOf: z.string().nullable().optional(),
  /** An alternative answer the conversation does not go on from. */
  hidden: z.boolean().optional(),
  createdAt: z.string(),
})
export type StoredChatMessage = z.infer<typeof StoredChatMessageSchema>

export const ConversationListQuerySchema = z.object({
  query: z.string().trim().max(200, 'must be at most 200 characters').optional(),
})
export const ConversationListSchema = z.object({
  conversations: z.array(ConversationSummarySchema),
})
export const ConversationDetailSchema = z.object({
  conversation: ConversationSummarySchema,
  messages: z.array(StoredChatMessageSchema),
})
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>
export const ConversationParamsSchema = z.object({ id: z.uuid('must be a conversation id') })
/** Rename or pin a saved conversation; absent fields stay. */
export const ConversationPatchSchema = z
  .object({
    title: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, 'must not be empty')
      .max(120, 'must be at most 120 characters')
      .optional(),
    pinned: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((patch) => patch.title !== undefined || patch.pinned !== undefined, {
    message: 'give a title or pinned',
  })
export const ConversationMessageParamsSchema = z.object({
  id: z.uuid('must be a conversation id'),
  messageId: z.uuid('must be a message id'),
})
export const BranchInputSchema = z.object({ messageId: z.uuid('must be a message id') })
