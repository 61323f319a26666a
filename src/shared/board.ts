import { z } from 'zod'
import {
  BOARD_MESSAGE_TYPES,
  BOARD_PRIORITIES,
  MAX_BOARD_CONTENT,
  MAX_BOARD_SEARCH,
  searchWords,
} from './board-values'

export * from './board-values'

/**
 * A board message as the client reads it (docs/product/message-board-and-agents.md "AI
 * message").
 */
export const BoardMessageSchema = z.object({
  id: z.number().int(),
  fromAgent: z.string(),
  toAgent: z.string(),
  content: z.string(),
  messageType: z.string(),
  priority: z.number().int(),
  timestamp: z.string(),
  consciousness_level: z.number().int().nullable(),
  tags: z.array(z.string()),
  parentId: z.number().int().nullable(),
  /** How many replies are threaded under it. */
  replies: z.number().int(),
  likes: z.number().int(),
  helpful: z.number().int(),
})
export type BoardMessage = z.infer<typeof BoardMessageSchema>
export const BoardMessageListSchema = z.array(BoardMessageSchema)

export const BoardListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .default(50),
  before: z.coerce.number().int().positive('must be a message id').optional(),
  fromAgent: z.string().trim().min(1).max(64, 'must be at most 64 characters').optional(),
  parentId: z.coerce.number().int().positive('must be a message id').optional(),
  messageType: z
    .enum(BOARD_MESSAGE_TYPES, { error: `must be one of ${BOARD_MESSAGE_TYPES.join(', ')}` })
    .optional(),
  /** Words each matching the start of a word of the content, sender or type. */
  q: z
    .string()
    .trim()
    .max(MAX_BOARD_SEARCH, `must be at most ${MAX_BOARD_SEARCH} characters`)
    .refine((q) => q === '' || searchWords(q).length > 0, 'must contain a letter or digit')
    .optional(),
})
export type BoardListQuery = z.infer<typeof BoardListQuerySchema>
export type BoardListQueryInput = z.input<typeof BoardListQuerySchema>

export const BoardPostSchema = z.object({
  content: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(MAX_BOARD_CONTENT, `must be at most ${MAX_BOARD_CONTENT} characters`),
  /**
   * People post as "user" (docs/product/message-board-and-agents.md); agents post through the
   * server itself.
   */
  fromAgent: z.literal('user', { error: 'must be "user"' }).default('user'),
  toAgent: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(64, 'is too long')
    .default('all'),
  messageType: z.enum(BOARD_MESSAGE_TYPES, {
    error: `must be one of ${BOARD_MESSAGE_TYPES.join(', ')}`,
  }),
  priority: z
    .union(
      BOARD_PRIORITIES.map((value) => z.literal(value)),
      {
        error: `must be ${BOARD_PRIORITIES.slice(0, -1).join(', ')} or ${BOARD_PRIORITIES.at(-1)}`,
      },
    )
    .default(1),
  tags: z
    .array(z.string().trim().min(1).max(32, 'must be at most 32 characters'))
    .max(10, 'must be at most 10 tags')
    .default([]),
  parentId: z.coerce.number().int().positive('must be a message id').optional(),
})
export type BoardPost = z.infer<typeof BoardPostSchema>
/** What a person sends to post: fields with defaults may be left out. */
export type BoardPostInput = z.input<typeof BoardPostSchema>

export const ReactionInputSchema = z.object({
  messageId: z.coerce
    .number({ error: 'must be a message id' })
    .int()
    .positive('must be a message id'),
  reaction: z.enum(['like', 'helpful'], { error: 'must be like or helpful' }),
})

export const ReactionResultSchema = z.object({
  messageId: z.number().int(),
  reaction: z.enum(['like', 'helpful']),
  /** False when this person had already reacted so: the count did not change. */
  counted: z.boolean(),
  likes: z.number().int(),
  helpful: z.number().int(),
})
export type ReactionResult = z.infer<typeof ReactionResultSchema>

/**
 * Whether a person allows their conversations with the personas to be counted in a persona's
 * daily digest on the board, with the words many people asked about (decision 250).
 */
export const DigestConsentSchema = z.object({ allowed: z.boolean() })
export type DigestConsent = z.infer<typeof DigestConsentSchema>
