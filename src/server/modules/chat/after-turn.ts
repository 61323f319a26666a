import { sql } from 'drizzle-orm'
import { utcDay } from '@/shared/utc-day'
import type { GenerationResult, TokenUsage } from '../../ai/provider'
import type { Db } from '../../db/open'
import { tokenUsage } from '../../db/schema/index'
import { postBoardMessage } from '../board/service'
import { recordActivity } from '../learning/service'
import { rememberFacts } from '../memory/service'
import {
  addAlternative,
  appendExchange,
  extendAnswer,
  type StoredAnswer,
  type StoredIds,
} from './conversations'
import { extractFacts } from './facts'
import type { ChatDeps, Turn, TurnLog } from './prepare'

/** How an answer ended when it did not end by itself. */
export type TurnEnding = 'stopped' | 'interrupted'

/**
 * Stores the exchange of a saved conversation (never the model's reasoning), remembers facts
 * the person stated, counts the tokens, and tells the message board that the persona answered:
 * its name only, never what the question was about (a topic can come from a private note). A
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
): Promise<StoredIds | undefined> {
  const db = app.db
  if (!(await turn.commit())) return
  let stored: StoredIds | undefined
  if (turn.saved) {
    const answer: StoredAnswer = {
      text: result.text,
      engine: result.engine,
      model: result.model,
      ...(ended ? { ended } : {}),
    }
    const answerId = turn.redo?.answerId
    stored =
      turn.redo?.kind === 'regenerate' && answerId
        ? await addAlternative(db, turn.conversationId, answerId, turn.persona, answer)
        : turn.redo?.kind === 'continue' && answerId
          ? await extendAnswer(db, turn.conversationId, answerId, answer)
          : await appendExchange(db, turn.conversationId, turn.persona, turn.message, answer)
  }
  // A regenerate or continue asks nothing new: its facts were remembered the first time.
  if (turn.userId !== null && !turn.redo) {
    const facts = extractFacts(turn.message)
    if (facts.length) await rememberFacts(db, turn.userId, facts)
  }
  await countTokens(db, turn, result.model, usage).catch((error: unknown) =>
    log.warn({ err: error }, 'token usage not recorded'),
  )
  // A model that failed before the offline answer still billed what it read and wrote.
  if (result.failed) await countFailedTokens(db, turn, result.failed, log)
  if (ended) return stored
  if (turn.userId !== null) {
    await recordActivity(db, {
      userId: turn.userId,
      ...(turn.activity ?? { kind: 'persona-chat', agent: turn.persona }),
    }).catch((error: unknown) => log.warn({ err: error }, 'learning activity not recorded'))
  }
  // A private persona is its owner's: the board never names it.
  if (!turn.character.shared) return
  const name = turn.speaker ?? turn.character.name
  // Awaited: the reply's last words are already out (the stream flushed them), and its
  // bookkeeping done before the stream closes cannot delay the person's next question.
  await postBoardMessage(
    db,
    {
      fromAgent: turn.persona,
      toAgent: 'all',
      messageType: 'update',
      content: `${name} answered a question${result.engine === 'offline' ? ' (offline engine)' : ''}.`,
      tags: ['chat', turn.persona],
    },
    app.events,
  ).catch((error: unknown) => log.warn({ err: error }, 'board post after chat failed'))
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
