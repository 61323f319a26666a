import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { preparedStatement } from '../../db/prepared'
import { chatMessages, conversations } from '../../db/schema/index'
import { MAX_HISTORY_TURNS } from '@/shared/chat'
import { tokensOf } from '../../ai/tokens'
import { conversationCacheOf, type HistoryTurn } from './conversation-cache'

export type ConversationRow = typeof conversations.$inferSelect

const UNSAVED_LIFETIME_MS = 24 * 3_600_000

/**
 * The subject's conversation if it exists and has not expired, with its newest `turns` saved
 * turns, oldest first: one query, the only read a follow-up waits for before the model is asked.
 */
const findConversationStatement = preparedStatement((db) =>
  db
    .select({ conversation: conversations, turns: recentTurns(db) })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, sql.placeholder('id')),
        eq(conversations.subject, sql.placeholder('subject')),
        or(isNull(conversations.expiresAt), gt(conversations.expiresAt, sql.placeholder('now'))),
      ),
    )
    .limit(1)
    .prepare('find_conversation'),
)

/**
 * The newest `turns` (a placeholder) shown messages of the conversation row the query selects,
 * oldest first, with their ids and kept token counts: a column of a query on `conversations`.
 */
export function recentTurns(db: Db) {
  const recent = db
    .select({
      id: chatMessages.id,
      role: chatMessages.role,
      content: chatMessages.content,
      persona: chatMessages.persona,
      tokens: chatMessages.tokens,
      at: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversations.id), eq(chatMessages.hidden, false)))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.role))
    .limit(sql.placeholder('turns'))
    .as('recent')
  return sql<
    HistoryTurn[]
  >`(select coalesce(json_agg(json_build_object('id', ${recent.id}, 'role', ${recent.role}, 'content', ${recent.content}, 'persona', ${recent.persona}, 'tokens', ${recent.tokens}) order by ${recent.at}, ${recent.role}), '[]'::json) from ${recent})`
}

export async function findConversation(db: Db, id: string, subject: string, turns: number) {
  const now = new Date()
  const cache = conversationCacheOf(db)
  const cached = cache?.get(id)
  if (cached && cached.limit >= turns) {
    const { row } = cached
    if (row.subject !== subject || (row.expiresAt && row.expiresAt <= now)) return undefined
    return { ...row, turns: cached.turns.slice(-turns) }
  }
  const readAt = cache?.begin() ?? 0
  const [found] = await findConversationStatement(db).execute({ id, subject, turns, now })
  if (!found) return undefined
  cache?.set(id, { row: found.conversation, turns: found.turns, limit: turns }, readAt)
  return { ...found.conversation, turns: found.turns }
}

export async function createConversation(
  db: Db,
  values: {
    /** Chosen by the caller when it needs the id before the row is written. */
    id?: string
    subject: string
    userId: number | null
    persona: string
    title: string
    saved: boolean
    branchedFrom?: string
    /** Which greeting it opened with (0 the persona's first message; decision 260). */
    greeting?: number
    /** A group chat's personas in turn order (decision 261). */
    participants?: string[]
  },
) {
  const [row] = await db
    .insert(conversations)
    .values({
      ...values,
      expiresAt: values.saved ? null : new Date(Date.now() + UNSAVED_LIFETIME_MS),
    })
    .returning()
  // A new conversation's follow-up finds it without a read; a branch's turns are copied after.
  if (!values.branchedFrom)
    conversationCacheOf(db)?.replace(row!.id, {
      row: row!,
      turns: [],
      limit: MAX_HISTORY_TURNS * 2,
    })
  return row!
}

/** An answer as it is stored. */
export interface StoredAnswer {
  text: string
  engine: string
  model?: string
  ended?: 'stopped' | 'interrupted'
  /** Its tokens, when the turn counted them already; counted here else, once, and kept. */
  tokens?: number
}

/** Where a saved turn's question and answer were stored. */
export interface StoredIds {
  question: string | null
  answer: string
}

/** A question as it was stored when its turn started: its row and time. */
export interface StoredQuestion {
  id: string
  at: Date
}

/**
 * Stores the question of a saved conversation's turn when the turn starts, so a client that
 * goes away or a process that dies mid-answer keeps it: one statement, which marks the
 * conversation changed too (its list orders by that). The answer follows with `storeAnswer`.
 */
export async function storeQuestion(
  db: Db,
  conversationId: string,
  persona: string,
  question: string,
  questionTokens = tokensOf(question),
): Promise<StoredQuestion> {
  const at = new Date()
  const result = await db.execute(sql`
    with asked as (
      insert into ${chatMessages} (conversation_id, role, content, persona, tokens, created_at)
      values (${conversationId}, 'user', ${question}, ${persona}, ${questionTokens}, ${at.toISOString()}::timestamptz)
      returning id
    ), touched as (
      update ${conversations} set updated_at = ${at.toISOString()}::timestamptz
      where id = ${conversationId}
    )
    select id from asked`)
  // The driver's rows: the insert failed (its conversation is gone) rather than return none.
  const id = (result as unknown as { rows: { id: string }[] }).rows[0]!.id
  const cache = conversationCacheOf(db)
  const cached = cache?.get(conversationId)
  if (cache && cached)
    cache.replace(conversationId, {
      row: { ...cached.row, updatedAt: at },
      // As the database reads it back: every message names its persona.
      turns: [
        ...cached.turns,
        { id, role: 'user' as const, content: question, persona, tokens: questionTokens },
      ].slice(-cached.limit),
      limit: cached.limit,
    })
  return { id, at }
}

/**
 * Stores the answer to a question `storeQuestion` kept: 1 ms after it, so an exchange stays
 * together in the conversation's order even when another turn's question came in between.
 */
export async function storeAnswer(
  db: Db,
  conversationId: string,
  persona: string,
  question: StoredQuestion,
  answer: StoredAnswer,
): Promise<StoredIds> {
  const answerTokens = answer.tokens ?? tokensOf(answer.text)
  const [row] = await db
    .insert(chatMessages)
    .values({
      conversationId,
      role: 'assistant',
      content: answer.text,
      persona,
      engine: answer.engine,
      model: answer.model ?? null,
      ended: answer.ended ?? null,
      tokens: answerTokens,
      createdAt: new Date(question.at.getTime() + 1),
    })
    .returning({ id: chatMessages.id })
  const ids = { question: question.id, answer: row!.id }
  const cache = conversationCacheOf(db)
  const cached = cache?.get(conversationId)
  if (!cache || !cached) return ids
  // After its question, where the cached turns have it; read again when they do not.
  const at = cached.turns.findIndex((turn) => turn.id === question.id)
  if (at < 0) {
    cache.forget(conversationId)
    return ids
  }
  const turns: HistoryTurn[] = [
    ...cached.turns.slice(0, at + 1),
    { id: ids.answer, role: 'assistant', content: answer.text, persona, tokens: answerTokens },
    ...cached.turns.slice(at + 1),
  ]
  cache.replace(conversationId, { ...cached, turns: turns.slice(-cached.limit) })
  return ids
}

/** Stores a question and its answer of a saved conversation (a turn stores them apart). */
export async function appendExchange(
  db: Db,
  conversationId: string,
  persona: string,
  question: string,
  answer: StoredAnswer,
  questionTokens = tokensOf(question),
): Promise<StoredIds> {
  const asked = await storeQuestion(db, conversationId, persona, question, questionTokens)
  return storeAnswer(db, conversationId, persona, asked, answer)
}

/** Marks a conversation changed: its cached turns are read again. */
async function touch(db: Db, conversationId: string) {
  await db
    .update(conversations)
    .set({ updatedAt: new Date() })
    .where(eq(conversations.id, conversationId))
  conversationCacheOf(db)?.forget(conversationId)
}

/**
 * A regenerated answer: stored beside `answerId` as an alternative of the first answer of its
 * question, and the one the conversation goes on from (the others are hidden, decision 205).
 */
export async function addAlternative(
  db: Db,
  conversationId: string,
  answerId: string,
  persona: string,
  answer: StoredAnswer,
): Promise<StoredIds> {
  const [existing] = await db
    .select({ variantOf: chatMessages.variantOf, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, answerId), eq(chatMessages.conversationId, conversationId)))
  const root = existing?.variantOf ?? answerId
  await db
    .update(chatMessages)
    .set({ hidden: true })
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        or(eq(chatMessages.id, root), eq(chatMessages.variantOf, root)),
      ),
    )
  const [row] = await db
    .insert(chatMessages)
    .values({
      conversationId,
      role: 'assistant',
      content: answer.text,
      persona,
      engine: answer.engine,
      model: answer.model ?? null,
      ended: answer.ended ?? null,
      tokens: answer.tokens ?? tokensOf(answer.text),
      variantOf: root,
      // In the place of the answer it replaces, so the turns after it stay after it.
      createdAt: existing?.createdAt ?? new Date(),
    })
    .returning({ id: chatMessages.id })
  await touch(db, conversationId)
  return { question: null, answer: row!.id }
}

/**
 * A message of a person's saved conversation, with its role and the answer its alternatives
 * hang on; undefined when the conversation or the message is not theirs.
 */
async function ownMessage(db: Db, userId: number, conversationId: string, messageId: string) {
  if (!(await savedConversation(db, userId, conversationId))) return undefined
  const [message] = await db
    .select({ id: chatMessages.id, role: chatMessages.role, variantOf: chatMessages.variantOf })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversationId)))
  return message
}

/**
 * Makes one answer of a regenerated reply the one the conversation goes on from ("Use this
 * answer", decision 218): it is shown, its alternatives hidden. False when the conversation is
 * not the person's saved one or the message is not an answer of it; nothing changes then.
 */
export async function chooseAnswer(
  db: Db,
  userId: number,
  conversationId: string,
  messageId: string,
) {
  const answer = await ownMessage(db, userId, conversationId, messageId)
  if (answer?.role !== 'assistant') return false
  const root = answer.variantOf ?? answer.id
  await db
    .update(chatMessages)
    .set({ hidden: sql`${chatMessages.id} <> ${messageId}` })
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        or(eq(chatMessages.id, root), eq(chatMessages.variantOf, root)),
      ),
    )
  await touch(db, conversationId)
  return true
}

/** The rest of an answer that was stopped or cut, appended to it. */
export async function extendAnswer(
  db: Db,
  conversationId: string,
  answerId: string,
  answer: StoredAnswer,
): Promise<StoredIds> {
  await db
    .update(chatMessages)
    .set({
      content: sql`${chatMessages.content} || ${answer.text}`,
      // The longer answer is counted when a turn next reads it (`keepTokenCounts`).
      tokens: null,
      ended: answer.ended ?? null,
      engine: answer.engine,
      model: answer.model ?? null,
    })
    .where(and(eq(chatMessages.id, answerId), eq(chatMessages.conversationId, conversationId)))
  await touch(db, conversationId)
  return { question: null, answer: answerId }
}

/**
 * What a regenerate or continue of `answerId` (the last answer when absent) needs from a saved
 * conversation: the answer, its question and the turns before the question (shown ones only),
 * or undefined when the message is not an answer of this conversation.
 */
export async function answerInContext(db: Db, conversationId: string, answerId?: string) {
  const messages = (await conversationMessages(db, conversationId)).filter(
    (message) => !message.hidden || message.id === answerId,
  )
  const at = answerId
    ? messages.findIndex((message) => message.id === answerId)
    : messages.findLastIndex((message) => message.role === 'assistant')
  const answer = messages[at]
  if (!answer || answer.role !== 'assistant') return undefined
  const before = messages.slice(0, at).filter((message) => !message.hidden)
  const question = before.at(-1)
  if (question?.role !== 'user') return undefined
  const history: HistoryTurn[] = before.slice(0, -1).map((message) => ({
    id: message.id,
    role: message.role,
    content: message.content,
    persona: message.persona,
    tokens: message.tokens,
  }))
  return { answer, question, history: history.slice(-MAX_HISTORY_TURNS * 2) }
}

/**
 * Deletes a message of a person's saved conversation; an answer goes with its alternatives.
 * False when the conversation or the message is not theirs.
 */
export async function deleteMessage(
  db: Db,
  userId: number,
  conversationId: string,
  messageId: string,
) {
  const message = await ownMessage(db, userId, conversationId, messageId)
  if (!message) return false
  const root = message.variantOf ?? message.id
  await db
    .delete(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        or(eq(chatMessages.id, root), eq(chatMessages.variantOf, root)),
      ),
    )
  await touch(db, conversationId)
  return true
}

/** Renames or pins a person's saved conversation; undefined when it is not theirs. */
export async function updateConversation(
  db: Db,
  userId: number,
  id: string,
  patch: { title?: string | undefined; pinned?: boolean | undefined },
) {
  const [row] = await db
    .update(conversations)
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.pinned !== undefined ? { pinned: patch.pinned } : {}),
    })
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.userId, userId),
        eq(conversations.saved, true),
      ),
    )
    .returning({ id: conversations.id })
  if (row) conversationCacheOf(db)?.forget(id)
  return row
}

export interface ConversationSummary {
  id: string
  persona: string
  title: string
  createdAt: string
  updatedAt: string
  messageCount: number
  branchedFrom: string | null
  pinned: boolean
  /** Which of the persona's greetings it opened with (decision 260). */
  greeting: number
  /** A group chat's personas in turn order; null for a chat with one (decision 261). */
  participants: string[] | null
  /** The best-matching message when the list was searched. */
  match: string | null
}

/** A user's saved conversations, newest first; `query` searches their messages (full text). */
export async function listConversations(
  db: Db,
  userId: number,
  query?: string,
): Promise<ConversationSummary[]> {
  const counts = db
    .select({ conversationId: chatMessages.conversationId, n: sql<number>`count(*)::int`.as('n') })
    .from(chatMessages)
    .where(eq(chatMessages.hidden, false))
    .groupBy(chatMessages.conversationId)
    .as('counts')
  const rows = await db
    .select({ conversation: conversations, messageCount: sql<number>`coalesce(${counts.n}, 0)` })
    .from(conversations)
    .leftJoin(counts, eq(counts.conversationId, conversations.id))
    .where(and(eq(conversations.userId, userId), eq(conversations.saved, true)))
    .orderBy(desc(conversations.pinned), desc(conversations.updatedAt))
    .limit(200)

  let matches = new Map<string, string>()
  if (query) {
    const tsQuery = sql`websearch_to_tsquery('english', ${query})`
    const hits = await db
      .select({
        conversationId: chatMessages.conversationId,
        content: sql<string>`ts_headline('english', ${chatMessages.content}, ${tsQuery}, 'MaxWords=30, MinWords=12, StartSel="", StopSel=""')`,
      })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(
        and(
          eq(conversations.userId, userId),
          or(
            sql`to_tsvector('english', ${chatMessages.content}) @@ ${tsQuery}`,
            sql`${conversations.title} ilike ${`%${query.replace(/[%_\\]/g, '\\$&')}%`}`,
          ),
        ),
      )
      .orderBy(desc(sql`ts_rank(to_tsvector('english', ${chatMessages.content}), ${tsQuery})`))
      .limit(500)
    matches = new Map()
    for (const hit of hits)
      if (!matches.has(hit.conversationId)) matches.set(hit.conversationId, hit.content)
  }
  return rows
    .filter((row) => !query || matches.has(row.conversation.id))
    .map(({ conversation, messageCount }) => ({
      id: conversation.id,
      persona: conversation.persona,
      title: conversation.title,
      createdAt: conversation.createdAt.toISOString(),
      updatedAt: conversation.updatedAt.toISOString(),
      messageCount: Number(messageCount),
      branchedFrom: conversation.branchedFrom,
      pinned: conversation.pinned,
      greeting: conversation.greeting,
      participants: conversation.participants,
      match: matches.get(conversation.id)?.slice(0, 200) ?? null,
    }))
}

export async function savedConversation(db: Db, userId: number, id: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.userId, userId),
        eq(conversations.saved, true),
      ),
    )
    .limit(1)
  return row
}

export async function conversationMessages(db: Db, conversationId: string) {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt))
}

export async function deleteConversation(db: Db, userId: number, id: string) {
  const deleted = await db
    .delete(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning({ id: conversations.id })
  if (deleted.length) conversationCacheOf(db)?.forget(id)
  return deleted.length > 0
}

/** A new saved conversation holding the source's messages up to and including `messageId`. */
export async function branchConversation(db: Db, source: ConversationRow, messageId: string) {
  const messages = await conversationMessages(db, source.id)
  const cut = messages.findIndex((message) => message.id === messageId)
  if (cut < 0) return undefined
  const kept = messages.slice(0, cut + 1).filter((message) => !message.hidden)
  const branch = await createConversation(db, {
    subject: source.subject,
    userId: source.userId,
    persona: source.persona,
    title: `${source.title} (branch)`.slice(0, 120),
    saved: true,
    branchedFrom: source.id,
    greeting: source.greeting,
    ...(source.participants ? { participants: source.participants } : {}),
  })
  await db.insert(chatMessages).values(
    kept.map((message) => ({
      conversationId: branch.id,
      role: message.role,
      content: message.content,
      persona: message.persona,
      engine: message.engine,
      ended: message.ended,
      model: message.model,
      tokens: message.tokens,
      createdAt: message.createdAt,
    })),
  )
  return branch
}

export async function deleteExpiredConversations(db: Db) {
  const now = new Date()
  await db.delete(conversations).where(lt(conversations.expiresAt, now))
  conversationCacheOf(db)?.forgetWhere(
    (entry) => !!entry.row.expiresAt && entry.row.expiresAt < now,
  )
}

/**
 * Keeps the token counts a turn made of stored messages that had none (stored before counts
 * were kept, or an answer continued since): one statement, in the turn's write transaction.
 */
export async function keepTokenCounts(
  db: Db,
  conversationId: string,
  counts: readonly { id: string; tokens: number }[],
) {
  if (!counts.length) return
  const cases = sql.join(
    counts.map((count) => sql`when ${count.id}::uuid then ${count.tokens}::integer`),
    sql` `,
  )
  await db
    .update(chatMessages)
    .set({ tokens: sql`case ${chatMessages.id} ${cases} end` })
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        inArray(
          chatMessages.id,
          counts.map((count) => count.id),
        ),
      ),
    )
  const cache = conversationCacheOf(db)
  const cached = cache?.get(conversationId)
  if (!cache || !cached) return
  const kept = new Map(counts.map((count) => [count.id, count.tokens]))
  const turns = cached.turns.map((turn) =>
    turn.id && kept.has(turn.id) ? { ...turn, tokens: kept.get(turn.id)! } : turn,
  )
  cache.replace(conversationId, { ...cached, turns })
}
