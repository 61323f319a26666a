import { z } from 'zod'
import {
  AUTO_MESSAGING_MAX_SECONDS,
  AUTO_MESSAGING_MIN_SECONDS,
  BROADCAST_PRIORITY_OPTIONS,
} from './communication-values'

export * from './communication-values'

export const CommAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  status: z.enum(['active', 'processing', 'idle']),
  lastActivity: z.string().nullable(),
})
export type CommAgent = z.infer<typeof CommAgentSchema>
export const CommAgentListSchema = z.array(CommAgentSchema)

export const CommSummarySchema = z.object({
  totalMessages: z.number().int(),
  /** Agents of the registry that posted in the last 10 minutes. */
  activeAgents: z.number().int(),
  /** The board's agents: personas, Agent Zero, registered external agents (decision 251). */
  totalAgents: z.number().int(),
  /** The expert ring, counted as experts: they answer in their portals, not on the board. */
  totalExperts: z.number().int(),
  conversationThreads: z.number().int(),
  processingQueue: z.number().int(),
})
export type CommSummary = z.infer<typeof CommSummarySchema>

const text = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)

/** A person's message: who sent it is the session's to say, never the request's. */
export const SendInputSchema = z.object({
  content: text(2000),
  toAgent: z.string().trim().min(1, 'is required').max(64).default('all'),
})
export type SendInput = z.input<typeof SendInputSchema>

/** The sender is not asked: it is the signed-in person (`broadcastSender`, decision 132). */
export const BroadcastInputSchema = z.object({
  message: text(2000),
  priority: z
    .enum(BROADCAST_PRIORITY_OPTIONS, { error: 'must be low, medium, high or critical' })
    .default('medium'),
})
export const BroadcastResultSchema = z.object({
  messageId: z.number().int(),
  /** The name the broadcast was sent under. */
  sender: z.string(),
  totalRecipients: z.number().int(),
  recipients: z.array(z.string()),
})
export type BroadcastResult = z.infer<typeof BroadcastResultSchema>

export const CollaborationSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  participants: z.array(z.string()),
  rounds: z.number().int(),
  turnsDone: z.number().int(),
  expectedTurns: z.number().int(),
  status: z.enum(['running', 'completed', 'failed']),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type Collaboration = z.infer<typeof CollaborationSchema>
export const CollaborationListSchema = z.array(CollaborationSchema)

export const CollaborationStartSchema = z.object({
  topic: text(200),
  participants: z
    .array(z.string().trim().min(1).max(64))
    .min(2, 'must name at least 2 agents')
    .max(5, 'must name at most 5 agents')
    .default(['adam', 'eve']),
  rounds: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(3, 'must be at most 3')
    .default(2),
})
export type CollaborationStart = z.input<typeof CollaborationStartSchema>

export const HubMessageSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  from: z.string().trim().min(1, 'is required').max(100),
  to: z.string().trim().min(1, 'is required').max(200),
  message: text(2000),
  timestamp: z.string().max(64).optional(),
})
export type HubMessageInput = z.input<typeof HubMessageSchema>
export const StoredHubMessageSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  message: z.string(),
  timestamp: z.string(),
})
export type StoredHubMessage = z.infer<typeof StoredHubMessageSchema>
export const StoredHubMessageListSchema = z.array(StoredHubMessageSchema)
/**
 * A stored hub message and where it went: the name of the registered external agent whose board
 * inbox it reached, or null when it is only recorded in the sender's log.
 */
export const HubPostResultSchema = StoredHubMessageSchema.extend({
  deliveredTo: z.string().nullable(),
})
export type HubPostResult = z.infer<typeof HubPostResultSchema>

/** The collaboration hub's opening answer: the engine and the agents ready to collaborate. */
export const HubStatusSchema = z.object({
  status: z.literal('active'),
  engine: z.string(),
  agents: z.array(z.string()),
})
export type HubStatus = z.infer<typeof HubStatusSchema>

export const AutoMessagingSchema = z.object({
  enabled: z.boolean(),
  intervalSeconds: z.number().int(),
  lastRunAt: z.string().nullable(),
  lastResult: z.string().nullable(),
})
export type AutoMessaging = z.infer<typeof AutoMessagingSchema>
export const AutoMessagingInputSchema = z.object({
  enabled: z.boolean(),
  intervalSeconds: z.coerce
    .number()
    .int()
    .min(AUTO_MESSAGING_MIN_SECONDS, `must be at least ${AUTO_MESSAGING_MIN_SECONDS}`)
    .max(AUTO_MESSAGING_MAX_SECONDS, `must be at most ${AUTO_MESSAGING_MAX_SECONDS}`),
})
