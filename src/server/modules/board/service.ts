import { and, count, desc, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import {
  aiMessageReactions,
  aiMessages,
  digestConsent,
  externalAgents,
} from '../../db/schema/index'
import type { EventHub } from '../../events'
import { chatPersonaIds } from '@content/personas'
import { searchWords, type BoardListQuery, type BoardMessage } from '@/shared/board'

export interface NewBoardMessage {
  fromAgent: string
  toAgent: string
  content: string
  messageType: string
  priority?: number
  tags?: string[]
  parentId?: number
  authorUserId?: number
  consciousnessLevel?: number
}

type MessageRow = typeof aiMessages.$inferSelect

function toBoardMessage(message: MessageRow, replies: number): BoardMessage {
  return {
    id: message.id,
    fromAgent: message.fromAgent,
    toAgent: message.toAgent,
    content: message.content,
    messageType: message.messageType,
    priority: message.priority,
    timestamp: message.createdAt.toISOString(),
    consciousness_level: message.consciousnessLevel,
    tags: message.tags,
    parentId: message.parentId,
    replies,
    likes: message.likes,
    helpful: message.helpful,
  }
}

/** Stores one board message, announces it as a live `message` event, and returns it. */
export async function postBoardMessage(
  db: Db,
  message: NewBoardMessage,
  events?: EventHub,
): Promise<BoardMessage> {
  const [row] = await db.insert(aiMessages).values(message).returning()
  const posted = toBoardMessage(row!, 0)
  await events?.publish('message', posted)
  return posted
}

type BoardFilters = Pick<BoardListQuery, 'fromAgent' | 'parentId' | 'messageType' | 'q'>

/**
 * The search as a prefix query over the same expression as `ai_messages_search_idx`, so the
 * index answers it; the words are letters and digits only, nothing of tsquery syntax.
 */
function searchCondition(q: string) {
  const query = searchWords(q)
    .map((word) => `${word}:*`)
    .join(' & ')
  return sql`to_tsvector('simple', ${aiMessages.fromAgent} || ' ' || ${aiMessages.messageType} || ' ' || ${aiMessages.content}) @@ to_tsquery('simple', ${query})`
}

const filterConditions = (query: BoardFilters) => [
  query.fromAgent ? eq(aiMessages.fromAgent, query.fromAgent) : undefined,
  query.parentId ? eq(aiMessages.parentId, query.parentId) : undefined,
  query.messageType ? eq(aiMessages.messageType, query.messageType) : undefined,
  query.q ? searchCondition(query.q) : undefined,
]

/** How many messages match the filters (paging aside): the board's "of Y messages". */
export async function countBoardMessages(db: Db, query: BoardFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(aiMessages)
    .where(and(...filterConditions(query)))
  return row?.n ?? 0
}

/**
 * The newest messages (optionally before an id, from one agent, of one type, matching a
 * search, or replies to one message).
 */
export async function listBoardMessages(db: Db, query: BoardListQuery): Promise<BoardMessage[]> {
  const rows = await db
    .select({
      message: aiMessages,
      // Qualified by hand: inside the subquery a bare "id" would mean the reply's own id.
      replies: sql<number>`(select count(*)::int from ai_messages as r where r.parent_id = ai_messages.id)`,
    })
    .from(aiMessages)
    .where(
      and(query.before ? lt(aiMessages.id, query.before) : undefined, ...filterConditions(query)),
    )
    .orderBy(desc(aiMessages.id))
    .limit(query.limit)
  return rows.map(({ message, replies }) => toBoardMessage(message, Number(replies)))
}

export async function findBoardMessage(db: Db, id: number) {
  const [row] = await db.select().from(aiMessages).where(eq(aiMessages.id, id)).limit(1)
  return row
}

/** 'all', a persona, Agent Zero, or a registered external agent. */
export async function isKnownRecipient(db: Db, id: string): Promise<boolean> {
  if (id === 'all' || id === 'agent-zero' || (chatPersonaIds as string[]).includes(id)) return true
  const [external] = await db
    .select({ id: externalAgents.id })
    .from(externalAgents)
    .where(eq(externalAgents.id, id))
    .limit(1)
  return Boolean(external)
}

/**
 * Counts a reaction once per person and message: it counts only when none of `subjects` (an
 * account, or a visitor's cookie and address) reacted so before; a repeat changes nothing.
 * Returns undefined for an unknown message.
 */
export async function react(
  db: Db,
  messageId: number,
  subjects: readonly string[],
  reaction: 'like' | 'helpful',
  events?: EventHub,
) {
  if (!(await findBoardMessage(db, messageId))) return undefined
  const inserted = await db
    .insert(aiMessageReactions)
    .values(subjects.map((subject) => ({ messageId, subject, reaction })))
    .onConflictDoNothing()
    .returning({ messageId: aiMessageReactions.messageId })
  const counted = inserted.length === subjects.length
  const column = reaction === 'like' ? aiMessages.likes : aiMessages.helpful
  const [row] = counted
    ? await db
        .update(aiMessages)
        .set(reaction === 'like' ? { likes: sql`${column} + 1` } : { helpful: sql`${column} + 1` })
        .where(eq(aiMessages.id, messageId))
        .returning({ likes: aiMessages.likes, helpful: aiMessages.helpful })
    : await db
        .select({ likes: aiMessages.likes, helpful: aiMessages.helpful })
        .from(aiMessages)
        .where(eq(aiMessages.id, messageId))
  const result = { messageId, reaction, counted, likes: row!.likes, helpful: row!.helpful }
  if (counted) await events?.publish('reaction', result)
  return result
}

/** Whether this person allows their conversations in the personas' digests (decision 250). */
export async function digestAllowed(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: digestConsent.userId })
    .from(digestConsent)
    .where(eq(digestConsent.userId, userId))
  return row !== undefined
}

/** Gives or takes back the allowance; returns what holds now. */
export async function setDigestAllowed(db: Db, userId: number, allowed: boolean) {
  if (allowed) await db.insert(digestConsent).values({ userId }).onConflictDoNothing()
  else await db.delete(digestConsent).where(eq(digestConsent.userId, userId))
  return allowed
}
