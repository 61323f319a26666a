import { randomUUID } from 'node:crypto'
import { MAX_HISTORY_TURNS, type ChatRequest } from '@/shared/chat'
import type { KnowledgeBase, ScoredPassage } from '../../ai/offline/knowledge'
import type { OfflineHints } from '../../ai/offline/offline-provider'
import type { BackgroundWork } from '../../background'
import type { Db } from '../../db/open'
import type { EventHub } from '../../events'
import { retrievalQuery } from '../../ai/offline/question'
import type { ChatMessage } from '../../ai/provider'
import {
  fitMessages,
  lastMessageLimit,
  moreTokensThan,
  surelyFits,
  tokensOf,
  withTokens,
  type TokenBudget,
} from '../../ai/tokens'
import type { ActivityInput } from '../learning/service'
import type { User } from '@/shared/auth'
import { LIMIT_REACHED_MESSAGE, reserveConversation, startConversation } from '../tiers/service'
import {
  characterSummary,
  personaGreeting,
  promptLog,
  type ChatPersona,
  type PersonaPrompt,
} from '../personas/index'
import { greetingsOf } from '@/shared/personas'
import {
  answerInContext,
  createConversation,
  findConversation,
  storeQuestion,
  type StoredQuestion,
} from './conversations'
import type { HistoryTurn } from './conversation-cache'
import { NO_PERSONAL_CONTEXT, personalContext } from './personal-context'
import { buildPrompt } from './prompt'
import type { FoundConversation, TurnReads } from './turn-reads'

export interface Turn {
  /** The persona's id in the registry. */
  persona: string
  /** The persona as the registry gave it for this turn (decision 204). */
  character: ChatPersona
  conversationId: string
  saved: boolean
  userId: number | null
  /** Whose the conversation is (`usageSubject`); what the tokens count to. */
  subject: string
  message: string
  messages: ChatMessage[]
  hints: OfflineHints
  /**
   * A new answer to the same question, or the rest of a cut one (decision 205); `answerId` is
   * the stored answer of a saved conversation.
   */
  redo?: { kind: 'regenerate' | 'continue'; answerId?: string }
  /** Who answers when not the persona itself (a course mentor in the tutor chat). */
  speaker?: string
  /** The tokens of `message`, counted once: stored with it, and read by the budget. */
  messageTokens: number
  /**
   * Counts this turn made of stored messages that had none: kept with the turn's writes, so
   * later turns read them instead of counting again.
   */
  countedTurns: { id: string; tokens: number }[]
  /** The learning activity a signed-in user's turn counts as; a persona chat by default. */
  activity?: Pick<ActivityInput, 'kind' | 'agent' | 'courseId'>
  /**
   * Writes what starting the turn changes, once, after the model has been asked (decision 169):
   * a free subject's daily count (the database's verdict), then a new conversation's row. The
   * first token and anything naming the conversation wait for it; it runs while the model
   * thinks. Resolves false when the database refuses the count: the turn answers 429 and sends
   * nothing of the reply. A Premium user's count (unlimited, only reported) starts here too.
   * Shutdown waits for it even when the caller went away. A saved conversation's new question
   * is stored here too (`asked`), so neither a client that leaves nor a process that dies
   * mid-answer loses it (decision 279).
   */
  commit(): Promise<boolean>
  /** Where `commit` stored the question, once it has (a saved conversation's new question). */
  asked: { current?: StoredQuestion }
}

export type PreparedTurn =
  | { ok: true; turn: Turn }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number }
  /**
   * The last message alone does not fit the model's window beside its prompt and reply
   * (`limitTokens`), or the request names what cannot be (an unknown model, a continue with
   * nothing to continue).
   */
  | { ok: false; status: 400; message: string; limitTokens?: number }
  /** A regenerate or continue of an answer that is not in the caller's conversation. */
  | { ok: false; status: 404; message: string }

/** How a caller's turn is shaped beyond its message. */
export interface TurnShape {
  /** The answering model's room, which the prompt is fitted to. */
  budget: TokenBudget
  /**
   * The history is the one the caller sends, even in a saved conversation (an OpenAI client
   * sends the whole conversation every time).
   */
  callerHistory?: boolean
  /** An API client's own system messages, honoured after the persona's prompt. */
  instructions?: string
  /**
   * A group chat's personas in turn order (decision 261): a new conversation stores them, and
   * the speaker is told who else takes part.
   */
  group?: readonly { id: string; name: string }[]
  /**
   * The person's context and the conversation, when the caller read them with the persona in
   * the turn's one read (`readTurn`); read here else.
   */
  reads?: Pick<TurnReads, 'personal' | 'conversation'>
}

/** What a turn uses of the app; plain values, so the chat works the same for every route. */
export interface ChatDeps {
  db: Db
  /** PostgreSQL commits a turn's writes together; PGlite writes them one by one (after-turn.ts). */
  databaseKind: 'pglite' | 'postgres'
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
  database: { db: Db; kind: 'pglite' | 'postgres' }
  ai: { knowledge: KnowledgeBase }
  background: BackgroundWork
  events: EventHub
}): ChatDeps => ({
  db: app.database.db,
  databaseKind: app.database.kind,
  knowledge: app.ai.knowledge,
  background: app.background,
  events: app.events,
})

/** Who asks: the signed-in user, and the subjects their conversations belong and count to. */
export interface ChatCaller {
  user: User | null
  /** Whose the conversation is (`usageSubject`). */
  subject: string
  /** What a free conversation counts against (`quotaSubjects`): each counts it. */
  quotaSubject: readonly string[]
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

/** What the model is told to continue a cut answer with (decision 205). */
export const CONTINUE_INSTRUCTION =
  'Your last answer was cut off. Continue it from exactly where it stopped, without repeating anything you already wrote and without any preamble.'

/** Runs `work` once, from the first call on; later calls get the same promise. */
function once<T>(work: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined
  return () => (started ??= work())
}

/** The refusal of a last message longer than the `limitTokens` the window leaves it. */
function tooLong(limitTokens: number, budget: TokenBudget) {
  const window = `its context window is ${budget.contextWindow} tokens, ${budget.replyTokens} of them kept for the reply`
  return {
    ok: false as const,
    status: 400 as const,
    limitTokens: Math.max(0, limitTokens),
    message:
      limitTokens > 0
        ? `The message is too long for this model: it may take at most ${limitTokens} tokens (${window}).`
        : `This model's context window is too small for this persona's instructions (${window}): an administrator can give its connection a larger window on the Model Connections screen.`,
  }
}

/**
 * Continues the caller's conversation, or starts one when the daily limit allows, and builds
 * the prompt: persona, preferences, remembered facts, platform knowledge and recent turns.
 * Nothing is written here: `turn.commit()` writes once the model has been asked.
 */
export async function prepareTurn(
  app: ChatDeps,
  caller: ChatCaller,
  character: ChatPersona,
  input: ChatRequest,
  shape: TurnShape,
): Promise<PreparedTurn> {
  const persona = character.id
  const db = app.db
  const { user, subject } = caller
  const isPremium = user?.isPremium ?? false
  // Time to first token (decisions 107, 169): the reads start together, one query each, and
  // no write comes before the model is asked.
  const personal = shape.reads
    ? Promise.resolve(shape.reads.personal)
    : user
      ? personalContext(db, user.id)
      : Promise.resolve(NO_PERSONAL_CONTEXT)
  personal.catch(() => {})
  const found: Promise<FoundConversation | undefined> = shape.reads
    ? Promise.resolve(shape.reads.conversation)
    : input.conversationId
      ? findConversation(db, input.conversationId, subject, MAX_HISTORY_TURNS * 2)
      : Promise.resolve(undefined)
  found.catch(() => {})
  const readerId = user?.id ?? null
  const existing = await found
  const sent = (input.history ?? []).slice(-MAX_HISTORY_TURNS * 2)
  // A new conversation has no saved turns yet: the turns the caller sends (an unsaved chat,
  // an OpenAI client's messages) are its history.
  let history: HistoryTurn[] = existing?.saved && !shape.callerHistory ? existing.turns : sent
  let message = input.message
  let partial: string | undefined
  let answerId = input.mode?.answerId
  const mode = input.mode
  if (mode?.answerId && !existing)
    return { ok: false, status: 404, message: 'No such conversation' }
  if (mode && existing?.saved && !shape.callerHistory) {
    const found = await answerInContext(db, existing.id, mode.answerId)
    if (!found)
      return {
        ok: false,
        status: 404,
        message: 'mode.answerId: no such answer in this conversation',
      }
    history = found.history
    message = found.question.content
    partial = found.answer.content
    answerId = found.answer.id
  } else if (mode) {
    partial = mode.partial
  }
  // A stored turn without a count (stored before counts were kept) is counted once, now; the
  // turn's writes keep the count.
  const countedTurns: Turn['countedTurns'] = []
  history = history.map((turn) => {
    if (turn.tokens != null || !turn.id) return turn
    const tokens = tokensOf(turn.content)
    countedTurns.push({ id: turn.id, tokens })
    return { ...turn, tokens }
  })
  // A saved conversation keeps the greeting it opened with: a reopened one (whose page knows
  // nothing of it) opens its context with the same greeting (decision 260).
  const greeting = input.greeting ?? (existing?.saved ? existing.greeting : 0)
  const greetings = greetingsOf(character.card).length
  if (input.greeting && input.greeting >= greetings)
    return {
      ok: false,
      status: 400,
      message: `greeting: ${character.name} has ${greetings === 0 ? 'no greeting' : `${greetings} greeting${greetings === 1 ? '' : 's'} (0 to ${greetings - 1})`}`,
    }
  if (mode?.kind === 'continue' && !partial?.trim())
    return {
      ok: false,
      status: 400,
      message: 'mode.partial: is required to continue an answer (the answer so far)',
    }
  let fired: PersonaPrompt['fired'] = []
  let question: ChatMessage | undefined
  const buildWith = (
    preferences: Awaited<typeof personal>['preferences'],
    context: { facts: readonly string[]; passages: ScoredPassage[] },
  ) => {
    const built = buildPrompt({
      persona: character,
      userName: user?.username ?? 'you',
      preferences,
      ...context,
      history,
      message,
      ...(shape.instructions ? { instructions: shape.instructions } : {}),
      ...(greeting ? { greeting } : {}),
      ...(shape.group ? { group: shape.group } : {}),
    })
    fired = built.fired
    question = built.question
    const messages = built.messages
    // Continue: the answer so far, then the request to go on from it, after the question.
    if (mode?.kind === 'continue' && partial)
      messages.push(
        { role: 'assistant', content: partial },
        { role: 'user', content: CONTINUE_INSTRUCTION },
      )
    return messages
  }
  // The room left for the last message, or null when everything surely fits.
  const limitOf = (messages: ChatMessage[]) =>
    surelyFits(messages, shape.budget) ? null : lastMessageLimit(messages, shape.budget)
  // A message too long even without facts and passages is refused before any lookup reads it
  // (decision 226); one that fits the window on its own goes straight on to the lookups.
  if (!surelyFits([{ role: 'user', content: message }], shape.budget)) {
    const bare = limitOf(buildWith((await personal).preferences, { facts: [], passages: [] }))
    if (bare !== null && moreTokensThan(message, bare)) return tooLong(bare, shape.budget)
  }
  // A short follow-up ("and how much?") is about the topic of the turns before it. One lookup
  // (a statement on the notes), started before the personal reads are awaited.
  const followUp = retrievalQuery([...history, { role: 'user', content: message }])
  const looked = app.knowledge.lookUp(followUp.topic.length ? followUp.query : message, 3, readerId)
  looked.catch(() => {})
  const { facts, preferences } = await personal
  const passages = await looked
  const build = (context: Parameters<typeof buildWith>[1]) => buildWith(preferences, context)
  const fits = (messages: ChatMessage[]) => {
    const limit = limitOf(messages)
    return limit === null || !moreTokensThan(message, limit)
  }
  // A small window: the platform's passages go first, then the remembered facts, before the
  // message is refused; the persona's own instructions always stay.
  let prompt = build({ facts, passages })
  if (!fits(prompt) && passages.length) prompt = build({ facts, passages: [] })
  if (!fits(prompt) && facts.length) prompt = build({ facts: [], passages: [] })
  const limitTokens = limitOf(prompt)
  if (limitTokens !== null && moreTokensThan(message, limitTokens))
    return tooLong(limitTokens, shape.budget)

  // Counted once, here: the estimate and the stored message read this count.
  const messageTokens = tokensOf(message)
  const asked: Turn['asked'] = {}
  // A saved conversation's question is stored when the turn starts; a regenerate or continue
  // asks nothing new.
  const ask = async (id: string) => {
    asked.current = await storeQuestion(db, id, persona, message, messageTokens)
  }
  let conversation: { id: string; saved: boolean }
  // Nothing to write (an unsaved conversation's follow-up, a regenerate): the turn waits for nothing.
  let writes: (() => Promise<boolean>) | undefined
  if (existing) {
    conversation = existing
    const id = existing.id
    if (existing.saved && !mode)
      writes = async () => {
        await ask(id)
        return true
      }
  } else {
    const reservation = isPremium ? null : reserveConversation(db, caller.quotaSubject)
    if (!isPremium && !reservation) return limitRefusal()
    conversation = { id: randomUUID(), saved: isPremium }
    const row = {
      id: conversation.id,
      subject,
      userId: user?.id ?? null,
      persona: shape.group?.[0]?.id ?? persona,
      ...(shape.group ? { participants: shape.group.map((member) => member.id) } : {}),
      title: titleFrom(message),
      saved: conversation.saved,
      greeting: input.greeting ?? 0,
    }
    writes = async () => {
      if (reservation && !(await reservation.write())) return false
      const counted = isPremium ? startConversation(db, subject, true) : undefined
      await Promise.all([createConversation(db, row), counted])
      if (row.saved && !mode) await ask(row.id)
      return true
    }
  }
  const write = writes
  const commit = write
    ? once(async () => {
        // After the model's request is on its way: on PGlite a query runs on this thread.
        await new Promise((resolve) => setImmediate(resolve))
        const written = write()
        app.background.track(written, () => {})
        return written
      })
    : () => Promise.resolve(true)
  withTokens(question!, messageTokens)
  const messages = fitMessages(prompt, shape.budget)
  // What the model received, for its owner to open under the reply (personas/prompt-log.ts).
  promptLog.record(subject, conversation.id, {
    question: message,
    at: new Date().toISOString(),
    messages,
    fired,
  })
  return {
    ok: true,
    turn: {
      persona,
      character,
      conversationId: conversation.id,
      saved: conversation.saved,
      userId: user?.id ?? null,
      subject,
      message,
      messageTokens,
      countedTurns,
      messages,
      hints: {
        persona: character.voice,
        ...((input.model ?? character.model) ? { model: input.model ?? character.model! } : {}),
        ...(character.builtin
          ? {}
          : {
              character: {
                name: character.name,
                description: characterSummary(character, user?.username ?? 'you'),
                greeting: personaGreeting(character, user?.username ?? 'you', greeting),
              },
            }),
        facts,
        preferences,
        readerId,
        ...(mode?.kind === 'continue' ? { continues: partial } : {}),
      },
      ...(mode ? { redo: { kind: mode.kind, ...(answerId ? { answerId } : {}) } } : {}),
      commit,
      asked,
    },
  }
}
