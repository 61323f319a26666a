import { and, count, countDistinct, gt, inArray, isNotNull, max } from 'drizzle-orm'
import type { AppServices } from '../../types'
import { chatPersonaIds, personas } from '@content/personas'
import type { CommAgent, CommSummary } from '@/shared/communication'
import { BROADCAST_PRIORITIES } from '@/shared/communication'
import type { VoiceId } from '@/shared/personas'
import type { Db } from '../../db/open'
import { aiMessages, externalAgents } from '../../db/schema/index'
import { boardAgentIds, expertCount } from '../agents/service'
import { listBoardMessages, postBoardMessage } from '../board/service'
import type { AgentReplyQueue } from './agent-replies'

const ACTIVE_WINDOW_MS = 10 * 60_000

/** The agents that answer through the AI engine: the four personas and Agent Zero. */
export const AI_AGENTS: VoiceId[] = [...chatPersonaIds, 'agent-zero']

async function lastActivityByAgent(db: Db) {
  const rows = await db
    .select({ agent: aiMessages.fromAgent, last: max(aiMessages.createdAt) })
    .from(aiMessages)
    .groupBy(aiMessages.fromAgent)
  return new Map(rows.map((row) => [row.agent, row.last ? new Date(row.last) : null]))
}

/** Every agent with a status from real events: processing (a reply queued), active, idle. */
export async function communicationAgents(db: Db, queue: AgentReplyQueue): Promise<CommAgent[]> {
  const [last, external] = await Promise.all([
    lastActivityByAgent(db),
    db.select().from(externalAgents),
  ])
  const now = Date.now()
  const statusOf = (id: string, at: Date | null | undefined): CommAgent['status'] =>
    queue.busyAgents.has(id)
      ? 'processing'
      : at && now - at.getTime() < ACTIVE_WINDOW_MS
        ? 'active'
        : 'idle'
  return [
    ...AI_AGENTS.map((id) => ({
      id,
      name: personas[id].name,
      role: personas[id].role,
      at: last.get(id),
    })),
    ...external.map((agent) => ({
      id: agent.id,
      name: agent.name,
      role: agent.role,
      at: last.get(agent.id),
    })),
  ].map(({ id, name, role, at }) => ({
    id,
    name,
    role,
    status: statusOf(id, at),
    lastActivity: at ? at.toISOString() : null,
  }))
}

/**
 * The board's counts. Active agents and the total they are counted against are the board's
 * agents (registry agents but the experts, decision 251), so people and "deleted user" are never
 * among them, the active figure never exceeds the total, and the experts are counted apart.
 */
export async function communicationSummary(db: Db, queue: AgentReplyQueue): Promise<CommSummary> {
  const since = new Date(Date.now() - ACTIVE_WINDOW_MS)
  const agents = await boardAgentIds(db)
  const [[total], [active], [threads]] = await Promise.all([
    db.select({ n: count() }).from(aiMessages),
    db
      .select({ n: countDistinct(aiMessages.fromAgent) })
      .from(aiMessages)
      .where(and(gt(aiMessages.createdAt, since), inArray(aiMessages.fromAgent, agents))),
    db
      .select({ n: countDistinct(aiMessages.parentId) })
      .from(aiMessages)
      .where(isNotNull(aiMessages.parentId)),
  ])
  return {
    totalMessages: Number(total?.n ?? 0),
    activeAgents: Number(active?.n ?? 0),
    totalAgents: agents.length,
    totalExperts: expertCount,
    conversationThreads: Number(threads?.n ?? 0),
    processingQueue: queue.pending,
  }
}

/** A person's message to an agent (or all); an AI agent addressed directly answers it. */
export async function sendMessage(
  app: AppServices,
  queue: AgentReplyQueue,
  input: { content: string; toAgent: string },
  source?: string,
) {
  const message = await postBoardMessage(
    app.database.db,
    {
      fromAgent: 'user',
      toAgent: input.toAgent,
      content: input.content,
      messageType: 'conversation',
    },
    app.events,
  )
  if ((AI_AGENTS as string[]).includes(input.toAgent)) {
    queue.enqueue({
      agent: input.toAgent as VoiceId,
      prompt: input.content,
      parentId: message.id,
      toAgent: 'user',
      messageType: 'conversation',
      task: { kind: 'reply', replyTo: { author: 'you', text: input.content } },
      source,
    })
  }
  return message
}

/** Posts the broadcast and has every AI agent answer it in the background. */
export async function broadcast(
  app: AppServices,
  queue: AgentReplyQueue,
  input: { message: string; sender: string; priority: keyof typeof BROADCAST_PRIORITIES },
  source?: string,
) {
  const posted = await postBoardMessage(
    app.database.db,
    {
      fromAgent: input.sender,
      toAgent: 'all',
      content: input.message,
      messageType: 'announcement',
      priority: BROADCAST_PRIORITIES[input.priority],
      tags: ['broadcast', input.priority],
    },
    app.events,
  )
  // The replies share one list of cited records, so each cites another.
  const cited = new Set<string>()
  for (const agent of AI_AGENTS) {
    queue.enqueue({
      agent,
      prompt: `A broadcast to all AI entities from ${input.sender} (${input.priority} priority): ${input.message}`,
      parentId: posted.id,
      toAgent: input.sender,
      messageType: 'conversation',
      tags: ['broadcast-reply'],
      task: { kind: 'reply', replyTo: { author: input.sender, text: input.message }, cited },
      source,
    })
  }
  return {
    messageId: posted.id,
    sender: input.sender,
    totalRecipients: AI_AGENTS.length,
    recipients: [...AI_AGENTS],
  }
}

/** Broadcasts, direct messages and their answers, newest first. */
export async function communicationLog(db: Db, limit = 50) {
  const rows = await listBoardMessages(db, { limit: 200 })
  return rows
    .filter((m) => m.messageType === 'announcement' || m.messageType === 'conversation')
    .slice(0, limit)
}
