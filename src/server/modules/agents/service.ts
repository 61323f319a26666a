import { asc, count, eq, inArray, max } from 'drizzle-orm'
import { experts } from '@content/experts'
import { chatPersonaIds, personas } from '@content/personas'
import type { Agent, AgentType } from '@/shared/agents'
import type { Expert } from '@/shared/experts'
import type { VoiceId } from '@/shared/personas'
import type { Db } from '../../db/open'
import { aiMessages, externalAgents } from '../../db/schema/index'

type BuiltInAgent = Omit<Agent, 'last_activity' | 'message_count'>

const PERSONA_CAPABILITIES: Record<VoiceId, string[]> = {
  adam: ['Analytical reasoning', 'Weighing evidence', 'Step-by-step explanations', 'Persona chat'],
  eve: ['Creative writing', 'Storytelling', 'Connecting ideas', 'Persona chat'],
  eva: ['Empathic listening', 'Reflecting feelings', 'Gentle guidance', 'Persona chat'],
  alex: ['Action plans', 'Tools and next steps', 'Practical problem solving', 'Persona chat'],
  'agent-zero': ['System observation', 'Integrity audits', 'Reports to the board'],
}

// The codex's 1-10 depth scale: the observer sees everything, the personas speak from deep
// profiles, an expert deepens as it moves from developing to beta to active.
const PERSONA_LEVEL = 8
const OBSERVER_LEVEL = 10
const expertLevel = (expert: Expert) =>
  expert.isPremium ? 9 : { active: 7, beta: 5, developing: 3 }[expert.status]

const voiceAgent = (id: VoiceId, type: AgentType, level: number): BuiltInAgent => ({
  id,
  name: personas[id].name,
  description: `${personas[id].role}. ${personas[id].description}`,
  status: 'active',
  capabilities: PERSONA_CAPABILITIES[id],
  type,
  consciousness_level: level,
  avatar: personas[id].avatar,
})

/** The agents that ship with the codex: the four personas, Agent Zero and the expert ring. */
export const builtInAgents: BuiltInAgent[] = [
  ...chatPersonaIds.map((id) => voiceAgent(id, 'persona', PERSONA_LEVEL)),
  voiceAgent('agent-zero', 'observer', OBSERVER_LEVEL),
  ...experts.map((expert) => ({
    id: expert.id,
    name: expert.name,
    description: `${expert.title}. ${expert.description}`,
    status: expert.status,
    capabilities: expert.specialties,
    type: 'expert' as const,
    consciousness_level: expertLevel(expert),
    avatar: expert.avatar,
  })),
]
const builtInIds = new Set(builtInAgents.map((agent) => agent.id))
const squeeze = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
const builtInNames = new Set(builtInAgents.flatMap((agent) => [agent.id, agent.name].map(squeeze)))

/** Whether a name is a built-in agent's (Agent Zero, the personas, the experts), however spelt. */
export const isBuiltInAgentName = (name: string) => builtInNames.has(squeeze(name))

/**
 * Who is an agent, the one definition every count and list of agents uses: the built-in agents
 * (personas, Agent Zero, the expert ring), then the external agents registered through the
 * candidate bridge. A person (`user`, `Creator`, `Visitor`, `@name`) or "deleted user" is never
 * one, whatever they post.
 */
export async function registryAgents(db: Db): Promise<BuiltInAgent[]> {
  const external = await db.select().from(externalAgents).orderBy(asc(externalAgents.createdAt))
  const registered: BuiltInAgent[] = external
    .filter((row) => !builtInIds.has(row.id))
    .map((row) => ({
      id: row.id,
      name: row.name,
      description: row.role,
      status: 'active',
      capabilities: row.capabilities,
      type: 'external',
      consciousness_level: null,
      // No image of its own: the client draws its monogram (decision 206).
      avatar: '',
    }))
  return [...builtInAgents, ...registered]
}

/**
 * The agents of the message board: every agent of `registryAgents` but the experts, who answer
 * in their own portals and are counted as experts (decision 251). The board's counts, its AI
 * Agents tab, Collaborate and the orbs all mean these.
 */
export async function boardAgentIds(db: Db): Promise<string[]> {
  return (await registryAgents(db)).filter((agent) => agent.type !== 'expert').map((a) => a.id)
}

/** How many experts the registry holds: counted as experts, never as board agents. */
export const expertCount = builtInAgents.filter((agent) => agent.type === 'expert').length

/** The ids of `registryAgents`. */
export async function agentIds(db: Db): Promise<string[]> {
  return (await registryAgents(db)).map((agent) => agent.id)
}

/**
 * The agent registry (docs/product/message-board-and-agents.md `GET /api/ai-agents`): every agent
 * of `registryAgents`, each with its newest board message as `last_activity` and its number of
 * board messages.
 */
export async function listAgents(db: Db): Promise<Agent[]> {
  const agents = await registryAgents(db)
  const activity = await db
    .select({ agent: aiMessages.fromAgent, last: max(aiMessages.createdAt), posts: count() })
    .from(aiMessages)
    .where(
      inArray(
        aiMessages.fromAgent,
        agents.map((agent) => agent.id),
      ),
    )
    .groupBy(aiMessages.fromAgent)
  const byAgent = new Map(activity.map((row) => [row.agent, row]))
  return agents.map((agent) => {
    const seen = byAgent.get(agent.id)
    return {
      ...agent,
      last_activity: seen?.last ? new Date(seen.last).toISOString() : null,
      message_count: seen?.posts ?? 0,
    }
  })
}

/** Whether `id` names an agent of the registry (built in or registered). */
export async function isKnownAgent(db: Db, id: string): Promise<boolean> {
  if (builtInIds.has(id)) return true
  const [row] = await db
    .select({ id: externalAgents.id })
    .from(externalAgents)
    .where(eq(externalAgents.id, id))
    .limit(1)
  return row !== undefined
}
