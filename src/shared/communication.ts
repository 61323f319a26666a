import { z } from 'zod'

export const CommAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  status: z.enum(['active', 'processing', 'idle']),
  lastActivity: z.string().nullable(),
})
export type CommAgent = z.infer<typeof CommAgentSchema>

export const CommSummarySchema = z.object({
  totalMessages: z.number().int(),
  activeAgents: z.number().int(),
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

export const BROADCAST_PRIORITIES = { low: 1, medium: 5, high: 8, critical: 10 } as const

/** The sender is not asked: it is the signed-in person (`broadcastSender`, decision 132). */
export const BroadcastInputSchema = z.object({
  message: text(2000),
  priority: z
    .enum(['low', 'medium', 'high', 'critical'], { error: 'must be low, medium, high or critical' })
    .default('medium'),
})
/** How a visitor's broadcasts are signed: a name nobody can choose. */
export const VISITOR_SENDER = 'Visitor'

/**
 * Who a broadcast is from, as the board shows it: "Creator" for administrators, `@username`
 * for other people (the `@` keeps a username from passing for an agent's id), "Visitor" for
 * visitors.
 */
export function broadcastSender(user: { username: string } | null, admin: boolean): string {
  if (!user) return VISITOR_SENDER
  return admin ? 'Creator' : `@${user.username}`
}

/** Whether a board sender is a person rather than an agent. */
export const isPersonSender = (id: string) =>
  id === 'user' || id === 'Creator' || id === VISITOR_SENDER || id.startsWith('@')

export const BroadcastResultSchema = z.object({
  messageId: z.number().int(),
  /** The name the broadcast was sent under. */
  sender: z.string(),
  totalRecipients: z.number().int(),
  recipients: z.array(z.string()),
})

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

export const HubMessageSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  from: z.string().trim().min(1, 'is required').max(100),
  to: z.string().trim().min(1, 'is required').max(200),
  message: text(2000),
  timestamp: z.string().max(64).optional(),
})
export const StoredHubMessageSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  message: z.string(),
  timestamp: z.string(),
})

export const AutoMessagingSchema = z.object({
  enabled: z.boolean(),
  intervalSeconds: z.number().int(),
  lastRunAt: z.string().nullable(),
  lastResult: z.string().nullable(),
})
export const AutoMessagingInputSchema = z.object({
  enabled: z.boolean(),
  intervalSeconds: z.coerce
    .number()
    .int()
    .min(30, 'must be at least 30')
    .max(3600, 'must be at most 3600'),
})
