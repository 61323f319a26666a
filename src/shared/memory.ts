import { z } from 'zod'

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
  match: z.string().nullable(),
})
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>

export const StoredChatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  persona: z.string(),
  engine: z.string().nullable(),
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
export const BranchInputSchema = z.object({ messageId: z.uuid('must be a message id') })
