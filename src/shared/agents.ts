import { z } from 'zod'

export const AGENT_TYPES = ['persona', 'observer', 'expert', 'external'] as const
export const AgentTypeSchema = z.enum(AGENT_TYPES)
export type AgentType = z.infer<typeof AgentTypeSchema>

/**
 * One agent of the registry (docs/product/message-board-and-agents.md "AI agent (server)").
 * `last_activity` is the time of the agent's newest board message, null while it has posted none;
 * `message_count` counts its board messages.
 */
export const AgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** 'active', or the expert's 'beta' / 'developing'. */
  status: z.string(),
  capabilities: z.array(z.string()),
  type: AgentTypeSchema,
  /**
   * The entity's depth on the codex's 1-10 scale: a catalogue trait, not a measurement; null
   * for registered external agents, which the codex has not rated.
   */
  consciousness_level: z.number().int().min(1).max(10).nullable(),
  last_activity: z.string().nullable(),
  message_count: z.number().int().nonnegative(),
  avatar: z.string(),
})
export type Agent = z.infer<typeof AgentSchema>
export const AgentListSchema = z.array(AgentSchema)
