import { randomUUID } from 'node:crypto'
import { personas } from '@content/personas'
import { MAX_HISTORY_TURNS, type ChatRequest, type ChatTurn } from '@/shared/chat'
import type { PersonaId } from '@/shared/personas'
import { DEFAULT_PREFERENCES } from '@/shared/preferences'
import type { KnowledgeBase } from '../../ai/offline/knowledge'
import type { OfflineHints } from '../../ai/offline/offline-provider'
import type { BackgroundWork } from '../../background'
import type { Db } from '../../db/open'
import type { EventHub } from '../../events'
import { retrievalQuery } from '../../ai/offline/question'
import type { ChatMessage, GenerationResult } from '../../ai/provider'
import { postBoardMessage } from '../board/service'
import { recordActivity, type ActivityInput } from '../learning/service'
import { rememberFacts } from '../memory/service'
import type { User } from '@/shared/auth'
import { LIMIT_REACHED_MESSAGE, reserveConversation, startConversation } from '../tiers/service'
import { appendExchange, createConversation, findConversation } from './conversations'
import { extractFacts } from './facts'
import { personalContext } from './personal-context'
import { buildMessages } from './prompt'

export interface Turn {
  persona: PersonaId
  conversationId: string
  saved: boolean
  userId: number | null
  message: string
  messages: ChatMessage[]
  hints: OfflineHints
  /** Title of the best-matching platform passage; what the board post says the turn was about. */
  topic: string | null
  /** Who answers when not the persona itself (a course mentor in the tutor chat). */
  speaker?: string
  /** The learning activity a signed-in user's turn counts as; a persona chat by default. */
  activity?: Pick<ActivityInput, 'kind' | 'agent' | 'courseId'>
  /**
   * Writes what starting the turn changes, once, after the model has been asked (decision 169):
   * a free subject's daily count (the database's verdict), then a new conversation's row. The
   * first token and anything naming the conversation wait for it; it runs while the model
   * thinks. Resolves false when the database refuses the count: the turn answers 429 and sends
   * nothing of the reply. A Premium user's count (unlimited, only reported) starts here too.
   * Shutdown waits for it even when the caller went away.
   */
  commit(): Promise<boolean>
}

export type PreparedTurn =
  { ok: true; turn: Turn } | { ok: false; status: 429; message: string; retryAfterSeconds: number }

/** What a turn uses of the app; plain values, so the chat works the same for every route. */
export interface ChatDeps {
  db: Db
  knowledge: KnowledgeBase
  background: BackgroundWork
  events: EventHub
}

/** Where a turn reports what it could not record (a request's logger). */
export interface TurnLog {
  warn(details: object, message: string): void
}

/** The chat's dependencies from the app. */
export const chatDeps = (app: {
  database: { db: Db }
  ai: { knowledge: KnowledgeBase }
  background: BackgroundWork
  events: EventHub
}): ChatDeps => ({
  db: app.database.db,
  knowledge: app.ai.knowledge,
  background: app.background,
  events: app.events,
})

/** Who asks: the signed-in user, and the subjects their conversations belong and count to. */
export interface ChatCaller {
  user: User | null
  /** Whose the conversation is (`usageSubject`). */
  subject: string
  /** What a free conversation counts against (`quotaSubject`). */
  quotaSubject: string
}

function secondsUntilUtcMidnight(now = new Date()) {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000))
}

export const limitRefusal = () => ({
  ok: false as const,
  status: 429 as const,
  message: LIMIT_REACHED_MESSAGE,
  retryAfterSeconds: secondsUntilUtcMidnight(),
})

const titleFrom = (message: string) => {
  const line = message.replace(/\s+/g, ' ').trim()
  return line.length > 60 ? `${line.slice(0, 57)}…` : line
}

/** Runs `work` once, from the first call on; later calls get the same promise. */
function once<T>(work: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined
  return () => (started ??= work())
}

/**
 * Continues the caller's conversation, or starts one when the daily limit allows, and builds
 * the prompt: persona, preferences, remembered facts, platform knowledge and recent turns.
 * Nothing is written here: `turn.commit()` writes once the model has been asked.
 */
export async function prepareTurn(
  app: ChatDeps,
  caller: ChatCaller,
  persona: PersonaId,
  input: ChatRequest,
): Promise<PreparedTurn> {
  const db = app.db
  const { user, subject } = caller
  const isPremium = user?.isPremium ?? false
  // Time to first token (decisions 107, 169): the reads start together, one query each, and
  // no write comes before the model is asked.
  const personal = user
    ? personalContext(db, user.id)
    : Promise.resolve({ facts: [], preferences: DEFAULT_PREFERENCES })
  personal.catch(() => {})
  const found = input.conversationId
    ? findConversation(db, input.conversationId, subject, MAX_HISTORY_TURNS * 2)
    : Promise.resolve(undefined)
  found.catch(() => {})
  // Synchronous: with PostgreSQL it runs while the database answers.
  const readerId = user?.id ?? null
  let passages = app.knowledge.search(input.message, 3, readerId)
  const existing = await found
  let conversation: { id: string; saved: boolean }
  let history: ChatTurn[]
  let commit = () => Promise.resolve(true)
  if (existing) {
    conversation = existing
    history = existing.saved ? existing.turns : (input.history ?? []).slice(-MAX_HISTORY_TURNS * 2)
  } else {
    const reservation = isPremium ? null : reserveConversation(db, caller.quotaSubject)
    if (!isPremium && !reservation) return limitRefusal()
    conversation = { id: randomUUID(), saved: isPremium }
    const row = {
      id: conversation.id,
      subject,
      userId: user?.id ?? null,
      persona,
      title: titleFrom(input.message),
      saved: conversation.saved,
    }
    commit = once(async () => {
      // After the model's request is on its way: on PGlite a query runs on this thread.
      await new Promise((resolve) => setImmediate(resolve))
      const writes = (async () => {
        if (reservation && !(await reservation.write())) return false
        const counted = isPremium ? startConversation(db, subject, true) : undefined
        await Promise.all([createConversation(db, row), counted])
        return true
      })()
      app.background.track(writes, () => {})
      return writes
    })
    // A new conversation has no saved turns yet: the turns the caller sends (an unsaved chat,
    // an OpenAI client's messages) are its history.
    history = (input.history ?? []).slice(-MAX_HISTORY_TURNS * 2)
  }
  const { facts, preferences } = await personal
  // A short follow-up ("and how much?") is about the topic of the turns before it.
  const followUp = retrievalQuery([...history, { role: 'user', content: input.message }])
  if (followUp.topic.length) passages = app.knowledge.search(followUp.query, 3, readerId)
  return {
    ok: true,
    turn: {
      persona,
      conversationId: conversation.id,
      saved: conversation.saved,
      userId: user?.id ?? null,
      message: input.message,
      messages: buildMessages({
        persona,
        preferences,
        facts,
        passages,
        history,
        message: input.message,
      }),
      hints: { persona, facts, preferences, readerId },
      topic: passages.find((hit) => hit.score > 0)?.passage.title ?? null,
      commit,
    },
  }
}

/**
 * Stores the exchange of a saved conversation, remembers facts the person stated, and tells
 * the message board, without personal content, that the persona answered. A reply `stopped`
 * part way (Stop, the page closed, the server's shutdown grace ran out) keeps what was said in
 * a saved conversation and the facts stated, but counts as no answer.
 */
export async function completeTurn(
  app: ChatDeps,
  turn: Turn,
  result: GenerationResult,
  log: TurnLog,
  { stopped = false } = {},
) {
  const db = app.db
  if (!(await turn.commit())) return
  if (turn.saved) await appendExchange(db, turn.conversationId, turn.persona, turn.message, result)
  if (turn.userId !== null) {
    const facts = extractFacts(turn.message)
    if (facts.length) await rememberFacts(db, turn.userId, facts)
  }
  if (stopped) return
  if (turn.userId !== null) {
    await recordActivity(db, {
      userId: turn.userId,
      ...(turn.activity ?? { kind: 'persona-chat', agent: turn.persona }),
    }).catch((error: unknown) => log.warn({ err: error }, 'learning activity not recorded'))
  }
  const name = turn.speaker ?? personas[turn.persona].name
  // Awaited: the reply's last words are already out (the stream flushed them), and its
  // bookkeeping done before the stream closes cannot delay the person's next question.
  await postBoardMessage(
    db,
    {
      fromAgent: turn.persona,
      toAgent: 'all',
      messageType: 'update',
      content: turn.topic
        ? `${name} answered a question about ${turn.topic}${result.engine === 'offline' ? ' (offline engine)' : ''}.`
        : `${name} answered a question${result.engine === 'offline' ? ' (offline engine)' : ''}.`,
      tags: ['chat', turn.persona],
    },
    app.events,
  ).catch((error: unknown) => log.warn({ err: error }, 'board post after chat failed'))
}

/** A person's saved conversations, for the account's export (modules talk through services). */
export { conversationMessages, savedConversation } from './conversations'

// Used by other modules, which import this module only through this file.
export { branchConversation, deleteConversation, listConversations } from './conversations'
export { forgetConversationsOf } from './conversation-cache'
export { openEventStream } from './event-stream'
export { chatCaller, respond } from './respond'
