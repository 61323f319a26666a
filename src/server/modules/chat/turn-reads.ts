import { and, eq, getTableColumns, gt, isNull, or, sql } from 'drizzle-orm'
import type { User } from '@/shared/auth'
import { MAX_HISTORY_TURNS } from '@/shared/chat'
import type { Db } from '../../db/open'
import { preparedStatement } from '../../db/prepared'
import { conversations, personas, userFacts, userPreferences } from '../../db/schema/index'
import { chatPersonaOf, findChatPersona, type ChatPersona } from '../personas/index'
import { conversationCacheOf, type HistoryTurn } from './conversation-cache'
import { findConversation, recentTurns, type ConversationRow } from './conversations'
import {
  NO_PERSONAL_CONTEXT,
  personalContext,
  personalFrom,
  type PersonalContext,
} from './personal-context'

/** A conversation as a turn reads it: its row and its newest saved turns, oldest first. */
export type FoundConversation = ConversationRow & { turns: HistoryTurn[] }

/** Everything a turn reads before the model is asked. */
export interface TurnReads {
  /** Undefined when there is no such persona or the caller may not chat with it. */
  persona: ChatPersona | undefined
  personal: PersonalContext
  /** The caller's conversation named by the request, if it exists and has not expired. */
  conversation: FoundConversation | undefined
}

export interface TurnReadInput {
  persona: string
  user: User | null
  /** Whose the conversation must be (`usageSubject`). */
  subject: string
  conversationId?: string | undefined
}

/** How many saved turns a turn's prompt reads at most. */
const HISTORY = MAX_HISTORY_TURNS * 2

/**
 * The reads of a turn, in one round trip: the persona, the person's facts and preferences and
 * the conversation with its recent turns. On PostgreSQL (no caches, each statement its own
 * transaction) they are one statement; where this process is the only writer (PGlite) each
 * comes from its cache (decisions 115, 116), read one by one only when it is not there.
 */
export async function readTurn(db: Db, input: TurnReadInput): Promise<TurnReads> {
  if (conversationCacheOf(db)) {
    const [persona, personal, conversation] = await Promise.all([
      findChatPersona(db, input.persona, input.user),
      input.user ? personalContext(db, input.user.id) : NO_PERSONAL_CONTEXT,
      input.conversationId
        ? findConversation(db, input.conversationId, input.subject, HISTORY)
        : undefined,
    ])
    return { persona, personal, conversation }
  }
  const [row] = await turnReadStatement(db).execute({
    persona: input.persona,
    userId: input.user?.id ?? null,
    conversationId: input.conversationId ?? null,
    subject: input.subject,
    turns: HISTORY,
    now: new Date(),
  })
  if (!row) return { persona: undefined, personal: NO_PERSONAL_CONTEXT, conversation: undefined }
  const { facts, preferences, conversation, turns, ...persona } = row
  return {
    persona: chatPersonaOf(persona, input.user),
    personal: input.user ? personalFrom(facts, preferences) : NO_PERSONAL_CONTEXT,
    conversation: conversation ? { ...conversation, turns } : undefined,
  }
}

// The persona's row is the query's one row; the person's preferences and the conversation are
// joined to it (none: nulls), the facts and the turns are JSON columns of it.
const turnReadStatement = preparedStatement((db) => {
  const { avatarImage: _image, avatarType: _type, ...personaColumns } = getTableColumns(personas)
  return db
    .select({
      ...personaColumns,
      facts: sql<
        string[]
      >`(select coalesce(json_agg(${userFacts.fact} order by ${userFacts.id}), '[]'::json) from ${userFacts} where ${userFacts.userId} = ${sql.placeholder('userId')})`,
      preferences: userPreferences,
      conversation: conversations,
      turns: recentTurns(db),
    })
    .from(personas)
    .leftJoin(userPreferences, eq(userPreferences.userId, sql.placeholder('userId')))
    .leftJoin(
      conversations,
      and(
        eq(conversations.id, sql.placeholder('conversationId')),
        eq(conversations.subject, sql.placeholder('subject')),
        or(isNull(conversations.expiresAt), gt(conversations.expiresAt, sql.placeholder('now'))),
      ),
    )
    .where(eq(personas.id, sql.placeholder('persona')))
    .limit(1)
    .prepare('turn_reads')
})
