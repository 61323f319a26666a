import type { FastifyInstance } from 'fastify'
import type { ChatRequest } from '@/shared/chat'
import { AiError, type GenerationResult, type Sampling, type TokenUsage } from '../../ai/provider'
import { messageTokens, tokensOf } from '../../ai/tokens'
import type { ChatPersona } from '../personas/index'
import { completeTurn, type TurnEnding } from './after-turn'
import type { StoredIds } from './conversations'
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

/** What happens in one chat turn, in order; every way of chatting encodes these. */
export type TurnEvent =
  | {
      type: 'started'
      conversationId: string
      engine: 'offline' | 'model'
      model: string
      saved: boolean
    }
  /** The model's thinking, never part of the answer. */
  | { type: 'reasoning'; text: string }
  /** The model failed: what it said so far is void, the offline engine's answer follows. */
  | { type: 'fallback'; message: string }
  | { type: 'text'; text: string }
  | {
      type: 'done'
      result: GenerationResult
      usage: TokenUsage
      /** The notes of a failed model, in order (an API client reads them in the text). */
      notices: string[]
      /** Where a saved conversation stored the question and answer. */
      stored?: StoredIds
    }
  /**
   * Cut short: by the caller (Stop, the page closed) or, `interrupted`, by a server restart.
   * What was said is kept in a saved conversation, marked so.
   */
  | { type: 'stopped'; ending: TurnEnding; text: string }
  | { type: 'error'; error: AiError | Error }

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
  callerHistory?: TurnShape['callerHistory']
  newConversationId?: TurnShape['newConversationId']
  instructions?: TurnShape['instructions']
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
    ...(options.newConversationId ? { newConversationId: options.newConversationId } : {}),
    ...(options.instructions ? { instructions: options.instructions } : {}),
  })
  if (!prepared.ok) return prepared
  const turn = options.shape ? options.shape(prepared.turn) : prepared.turn
  const controller = new AbortController()
  let ending: TurnEnding = 'stopped'
  const stop = (why: TurnEnding) => () => {
    ending = why
    controller.abort()
  }
  const onStop = stop('stopped')
  const onRestart = stop('interrupted')
  options.signal.addEventListener('abort', onStop, { once: true })
  app.lifecycle.interrupt.addEventListener('abort', onRestart, { once: true })
  const release = () => {
    options.signal.removeEventListener('abort', onStop)
    app.lifecycle.interrupt.removeEventListener('abort', onRestart)
  }
  if (options.signal.aborted) onStop()
  if (app.lifecycle.interrupt.aborted) onRestart()

  // Reasoning and notes arrive through callbacks while the next chunk is awaited, and go out
  // at once: a model thinks for seconds before its first word.
  const queued: TurnEvent[] = []
  let wake: (() => void) | null = null
  const queue = (event: TurnEvent) => {
    queued.push(event)
    wake?.()
  }
  const notices: string[] = []
  let said = ''
  const generation = provider.generate(turn.messages, {
    signal: controller.signal,
    hints: turn.hints,
    maxTokens: Math.min(options.maxTokens ?? budget.replyTokens, budget.replyTokens),
    ...(options.sampling ? { sampling: options.sampling } : {}),
    onReasoning: (text) => queue({ type: 'reasoning', text }),
    onFallback: (message) => {
      said = ''
      notices.push(message)
      queue({ type: 'fallback', message })
    },
  })
  // The model is asked first; the turn's writes run while it thinks, and their verdict comes
  // before anything is sent (decision 169).
  let pending = generation.next()
  pending.catch(() => {})
  try {
    if (!(await turn.commit())) {
      controller.abort()
      release()
      return limitRefusal()
    }
  } catch (error) {
    controller.abort()
    release()
    throw error
  }
  const answering = provider.describe(turn.hints.persona, turn.hints.model)
  const estimate = (text: string): TokenUsage => ({
    prompt: messageTokens(turn.messages),
    completion: tokensOf(text),
  })

  async function* events(): AsyncGenerator<TurnEvent> {
    try {
      yield {
        type: 'started',
        conversationId: turn.conversationId,
        saved: turn.saved,
        ...answering,
      }
      for (;;) {
        const settled = pending.then(
          (step) => ({ step }),
          (error: unknown) => ({ error }),
        )
        let outcome: Awaited<typeof settled> | null = null
        while (!outcome) {
          outcome = queued.length
            ? null
            : await Promise.race([
                settled,
                new Promise<null>((resolve) => (wake = () => resolve(null))),
              ])
          wake = null
          yield* queued.splice(0)
        }
        if ('error' in outcome) throw outcome.error
        const step = outcome.step
        if (step.done) {
          const result = step.value
          const usage = result.usage ?? estimate(result.text)
          // Lets the last chunks leave before the bookkeeping's queries (decision 180).
          await new Promise((resolve) => setImmediate(resolve))
          const stored = await completeTurn(deps, turn, result, usage, options.log)
          yield { type: 'done', result, usage, notices, ...(stored ? { stored } : {}) }
          return
        }
        said += step.value
        yield { type: 'text', text: step.value }
        pending = generation.next()
      }
    } catch (error) {
      controller.abort()
      if (error instanceof AiError && error.kind === 'aborted') {
        if (said) {
          // Shutdown waits for it, even though the caller went away.
          const partial = { text: said, ...answering }
          app.background.track(
            completeTurn(deps, turn, partial, estimate(said), options.log, ending),
            (failure) => options.log.warn({ err: failure }, 'stopped reply not saved'),
          )
        }
        yield { type: 'stopped', ending, text: said }
        return
      }
      options.log.warn({ err: error }, 'chat generation failed')
      yield {
        type: 'error',
        error: error instanceof Error ? error : new Error(String(error)),
      }
    } finally {
      release()
      // A caller that stopped reading ends the model's request too.
      controller.abort()
    }
  }
  return { ok: true, turn, events: events() }
}
