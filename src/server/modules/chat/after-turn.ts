import { sql } from 'drizzle-orm'
import { utcDay } from '@/shared/utc-day'
import type { GenerationResult, TokenUsage } from '../../ai/provider'
import type { Db } from '../../db/open'
import { tokenUsage } from '../../db/schema/index'
import { recordActivity } from '../learning/service'
import { rememberFacts } from '../memory/service'
import {
  addAlternative,
  appendExchange,
  extendAnswer,
  keepTokenCounts,
  storeAnswer,
  type StoredAnswer,
  type StoredIds,
} from './conversations'
import { extractFacts } from './facts'
import type { ChatDeps, Turn, TurnLog } from './prepare'

/**
 * A caller's own write after a whole answer, given its conversation, the answer and the failed
 * model's notes.
 */
export type AlsoStore = (
  db: Db,
  answer: { conversationId: string; result: GenerationResult; notices: readonly string[] },
) => Promise<unknown>

/** How an answer ended when it did not end by itself. */
export type TurnEnding = 'stopped' | 'interrupted'

/**
 * Stores the exchange of a saved conversation (never the model's reasoning), remembers facts
 * the person stated and counts the tokens. A turn posts nothing to the message board: a
 * persona's day reaches it at most as one digest (decision 250). A
 * reply `ended` part way (Stop, the page closed, a server restart) keeps what was said in a
 * saved conversation, marked so, and the facts stated, but counts as no answer. A regenerate
 * stores an alternative answer, a continue appends to the answer (decision 205). Resolves with
 * where a saved conversation stored the turn.
 */
export async function completeTurn(
  app: ChatDeps,
  turn: Turn,
  result: Pick<GenerationResult, 'text' | 'engine' | 'model' | 'failed'>,
  usage: TokenUsage,
  log: TurnLog,
  ended?: TurnEnding,
  /** The answer's tokens, when the turn counted them already (its estimate). */
  answerTokens?: number,
  /** The caller's own write, with the turn's (`TurnOptions.alsoStore`). */
  alsoStore?: (db: Db) => Promise<unknown>,
): Promise<StoredIds | undefined> {
  if (!(await turn.commit())) return
  // On PostgreSQL the exchange and its bookkeeping commit together, one transaction (one
  // commit to flush) instead of one per write; PGlite runs statements in this process, where a
  // transaction adds two, and its caches are keyed by the database handle, not a transaction's.
  return app.databaseKind === 'postgres'
    ? app.db.transaction((tx) => storeTurn(tx, turn, result, usage, ended, answerTokens, alsoStore))
    : storeTurn(app.db, turn, result, usage, ended, answerTokens, alsoStore, log)
}

/**
 * The turn's writes: the exchange, the facts stated, the tokens and the learning activity. In a
 * transaction (no `log`) a failed write fails them all, so none is left half done; one by one
 * (PGlite), the bookkeeping's failures are logged and the exchange kept.
 */
async function storeTurn(
  db: Db,
  turn: Turn,
  result: Pick<GenerationResult, 'text' | 'engine' | 'model' | 'failed'>,
  usage: TokenUsage,
  ended: TurnEnding | undefined,
  answerTokens: number | undefined,
  alsoStore: ((db: Db) => Promise<unknown>) | undefined,
  log?: TurnLog,
): Promise<StoredIds | undefined> {
  const unlessLogged = (work: Promise<unknown>, what: string) =>
    log ? work.catch((error: unknown) => log.warn({ err: error }, what)) : work
  let stored: StoredIds | undefined
  if (turn.saved) {
    const answer: StoredAnswer = {
      text: result.text,
      engine: result.engine,
      model: result.model,
      ...(ended ? { ended } : {}),
      ...(answerTokens !== undefined ? { tokens: answerTokens } : {}),
    }
    // Before the exchange: its cached turns then carry the counts too.
    await keepTokenCounts(db, turn.conversationId, turn.countedTurns)
    const answerId = turn.redo?.answerId
    stored =
      turn.redo?.kind === 'regenerate' && answerId
        ? await addAlternative(db, turn.conversationId, answerId, turn.persona, answer)
        : turn.redo?.kind === 'continue' && answerId
          ? await extendAnswer(db, turn.conversationId, answerId, answer)
          : turn.asked.current
            ? // The question was stored when the turn started (decision 279).
              await storeAnswer(db, turn.conversationId, turn.persona, turn.asked.current, answer)
            : await appendExchange(
                db,
                turn.conversationId,
                turn.persona,
                turn.message,
                answer,
                turn.messageTokens,
              )
  }
  // A regenerate or continue asks nothing new: its facts were remembered the first time.
  if (turn.userId !== null && !turn.redo) {
    const facts = extractFacts(turn.message)
    if (facts.length) await rememberFacts(db, turn.userId, facts)
  }
  await unlessLogged(countTokens(db, turn, result.model, usage), 'token usage not recorded')
  // A model that failed before the offline answer still billed what it read and wrote.
  if (result.failed)
    await unlessLogged(
      countTokens(db, turn, failedModel(result.failed.model), result.failed.usage),
      'failed reply tokens not recorded',
    )
  if (alsoStore) await unlessLogged(alsoStore(db), "the caller's write after the turn failed")
  if (!ended && turn.userId !== null) {
    await unlessLogged(
      recordActivity(db, {
        userId: turn.userId,
        ...(turn.activity ?? { kind: 'persona-chat', agent: turn.persona }),
      }),
      'learning activity not recorded',
    )
  }
  return stored
}

/** What a failed model reply's tokens are counted under: its model, marked (decision 243). */
export const failedModel = (model: string) => `${model} (failed)`

/** Counts what a model billed for a reply that failed, under its marked name. */
export function countFailedTokens(
  db: Db,
  turn: Pick<Turn, 'subject' | 'userId'>,
  failed: { model: string; usage: TokenUsage },
  log: TurnLog,
): Promise<unknown> {
  return countTokens(db, turn, failedModel(failed.model), failed.usage).catch((error: unknown) =>
    log.warn({ err: error }, 'failed reply tokens not recorded'),
  )
}

/** Adds one turn's tokens to the day's row of its person and model. */
function countTokens(
  db: Db,
  turn: Pick<Turn, 'subject' | 'userId'>,
  model: string,
  usage: TokenUsage,
) {
  return db
    .insert(tokenUsage)
    .values({
      day: utcDay(),
      subject: turn.subject,
      userId: turn.userId,
      model,
      turns: 1,
      promptTokens: usage.prompt,
      completionTokens: usage.completion,
    })
    .onConflictDoUpdate({
      target: [tokenUsage.day, tokenUsage.subject, tokenUsage.model],
      set: {
        turns: sql`${tokenUsage.turns} + 1`,
        promptTokens: sql`${tokenUsage.promptTokens} + ${usage.prompt}`,
        completionTokens: sql`${tokenUsage.completionTokens} + ${usage.completion}`,
      },
    })
}
