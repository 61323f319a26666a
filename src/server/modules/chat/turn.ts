import type { FastifyInstance } from 'fastify'
import type { ChatRequest } from '@/shared/chat'
import { AiError, type GenerationResult, type Sampling, type TokenUsage } from '../../ai/provider'
import { messageTokens, tokensOf } from '../../ai/tokens'
import type { ChatPersona } from '../personas/index'
import { completeTurn, countFailedTokens, type AlsoStore } from './after-turn'
import {
  chatDeps,
  limitRefusal,
  prepareTurn,
  type ChatCaller,
  type PreparedTurn,
  type TurnShape,
  type Turn,
  type TurnLog,
} from './prepare'
import { runTurn, type TurnEvent } from './turn-events'

export type { TurnEvent } from './turn-events'

export type TurnRefusal = Extract<PreparedTurn, { ok: false }>

export interface TurnOptions {
  /** Aborted when the caller goes away or presses Stop. */
  signal: AbortSignal
  log: TurnLog
  /** Lets another module (the tutor chat) adjust the prepared turn. */
  shape?: (turn: Turn) => Turn
  /** An API client's own reply budget (within the model's) and sampling settings. */
  maxTokens?: number
  sampling?: Sampling
  /** The caller's contract needs the model (JSON, tools): its failure is an error, not prose. */
  noFallback?: boolean
  callerHistory?: TurnShape['callerHistory']
  instructions?: TurnShape['instructions']
  group?: TurnShape['group']
  reads?: TurnShape['reads']
  /**
   * A write of the caller's own, in the turn's write transaction after a whole answer (the
   * /v1 transcript, decision 279): it commits with the answer or not at all.
   */
  alsoStore?: AlsoStore
}

/**
 * One chat turn, whoever asks (the web chat, an OpenAI client, the tutor): reserves the
 * conversation, asks the model, commits the turn's writes while it thinks (decision 169),
 * and yields what happens; the bookkeeping after (saved exchange, facts, tokens, board post)
 * is done before `done` or `stopped` is yielded. A refusal (the daily limit) comes back before
 * anything was said.
 */
export async function startTurn(
  app: FastifyInstance,
  caller: ChatCaller,
  persona: ChatPersona,
  input: ChatRequest,
  options: TurnOptions,
): Promise<{ ok: true; turn: Turn; events: AsyncGenerator<TurnEvent> } | TurnRefusal> {
  const deps = chatDeps(app)
  const provider = app.ai.provider
  if (input.model && !provider.offers(input.model))
    return {
      ok: false,
      status: 400,
      message: 'model: not one of the models offered here (GET /api/ai/models)',
    }
  const budget = provider.budget(persona.voice, input.model ?? persona.model)
  const prepared = await prepareTurn(deps, caller, persona, input, {
    budget,
    ...(options.callerHistory ? { callerHistory: true } : {}),
    ...(options.instructions ? { instructions: options.instructions } : {}),
    ...(options.group ? { group: options.group } : {}),
    ...(options.reads ? { reads: options.reads } : {}),
  })
  if (!prepared.ok) return prepared
  const turn = options.shape ? options.shape(prepared.turn) : prepared.turn
  const answering = provider.describe(turn.hints.persona, turn.hints.model)
  // The answer counted for the estimate is the count its stored message keeps (counted once).
  let counted: { text: string; tokens: number } | undefined
  const estimate = (text: string): TokenUsage => {
    counted = { text, tokens: tokensOf(text) }
    return { prompt: messageTokens(turn.messages), completion: counted.tokens }
  }
  const answerTokens = (text: string) => (counted?.text === text ? counted.tokens : undefined)
  const events = await runTurn(
    {
      generate: (callbacks) =>
        countingFailures(
          provider.generate(turn.messages, {
            ...callbacks,
            hints: turn.hints,
            maxTokens: Math.min(options.maxTokens ?? budget.replyTokens, budget.replyTokens),
            ...(options.sampling ? { sampling: options.sampling } : {}),
            ...(options.noFallback ? { noFallback: true } : {}),
          }),
          (usage) =>
            app.background.track(
              countFailedTokens(deps.db, turn, { model: answering.model, usage }, options.log),
              () => {},
            ),
        ),
      commit: () => turn.commit(),
      complete: (result, usage, notices) =>
        completeTurn(
          deps,
          turn,
          result,
          usage,
          options.log,
          undefined,
          answerTokens(result.text),
          options.alsoStore &&
            ((db) =>
              options.alsoStore!(db, { conversationId: turn.conversationId, result, notices })),
        ),
      keepPartial: (text, usage, ending) =>
        completeTurn(
          deps,
          turn,
          { text, ...answering },
          usage,
          options.log,
          ending,
          answerTokens(text),
        ),
      estimate,
      messages: turn.messages,
      started: {
        type: 'started',
        conversationId: turn.conversationId,
        saved: turn.saved,
        ...answering,
      },
    },
    {
      signal: options.signal,
      interrupt: app.lifecycle.interrupt,
      background: app.background,
      log: options.log,
      crisis: app.ai.crisis,
    },
  )
  if (!events) return limitRefusal()
  return { ok: true, turn, events }
}

/**
 * A generation whose failure, thrown to the caller (no offline answer, `noFallback`), still
 * counts what the model billed before it failed.
 */
async function* countingFailures(
  generation: AsyncGenerator<string, GenerationResult>,
  count: (usage: TokenUsage) => void,
): AsyncGenerator<string, GenerationResult> {
  try {
    return yield* generation
  } catch (error) {
    if (error instanceof AiError && error.usage && error.kind !== 'aborted') count(error.usage)
    throw error
  }
}
