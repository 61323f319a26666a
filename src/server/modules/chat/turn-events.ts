import {
  AiError,
  type ChatMessage,
  type GenerateOptions,
  type GenerationResult,
  type TokenUsage,
} from '../../ai/provider'
import type { BackgroundWork } from '../../background'
import { careFirst } from '../../ai/safety/care-first'
import type { CrisisResources } from '../../ai/safety/resources'
import type { TurnEnding } from './after-turn'
import type { StoredIds } from './conversations'
import type { TurnLog } from './prepare'

/** What happens in one turn, in order; every way of asking a persona encodes these. */
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
   * What was said is kept in a saved conversation, marked so, before this is yielded; the
   * question was kept when the turn started.
   */
  | { type: 'stopped'; ending: TurnEnding; text: string }
  | { type: 'error'; error: AiError | Error }

/** One turn's parts: how it asks, what it writes, and what it keeps afterwards. */
export interface TurnParts {
  /** Asks the model (or the offline engine), with the pipeline's signal and callbacks. */
  generate(
    options: Pick<GenerateOptions, 'signal' | 'onReasoning' | 'onFallback'>,
  ): AsyncGenerator<string, GenerationResult>
  /**
   * The turn's writes, run once the model has been asked (decision 169); false when the
   * database refuses them, and the turn then says nothing.
   */
  commit(): Promise<boolean>
  /**
   * The bookkeeping after a whole answer, done before `done` is yielded; `notices` are the
   * failed model's notes, in order.
   */
  complete(
    result: GenerationResult,
    usage: TokenUsage,
    notices: readonly string[],
  ): Promise<StoredIds | undefined>
  /** Keeps what was said of an answer cut short, before `stopped` is yielded; shutdown waits for it. */
  keepPartial?(text: string, usage: TokenUsage, ending: TurnEnding): Promise<unknown>
  /** The tokens of an answer, when the model did not count them. */
  estimate(text: string): TokenUsage
  /** Yielded first, once the writes were allowed. */
  started?: Extract<TurnEvent, { type: 'started' }>
  /** What the model is asked; the safety step reads the person's last message (decision 234). */
  messages: readonly ChatMessage[]
}

export interface TurnContext {
  /** Aborted when the caller goes away or presses Stop. */
  signal: AbortSignal
  /** Aborted shortly before a restart cuts the turn (`app.lifecycle.interrupt`). */
  interrupt: AbortSignal
  background: BackgroundWork
  log: TurnLog
  /** Who to call in a crisis, from the operator's settings. */
  crisis: CrisisResources
}

/**
 * Runs one turn: asks first, commits while the model thinks, then yields what happens, the
 * bookkeeping done before `done` or `stopped`. Null when the commit was refused, nothing said.
 */
export async function runTurn(
  parts: TurnParts,
  context: TurnContext,
): Promise<AsyncGenerator<TurnEvent> | null> {
  const controller = new AbortController()
  let ending: TurnEnding = 'stopped'
  const stop = (why: TurnEnding) => () => {
    ending = why
    controller.abort()
  }
  const onStop = stop('stopped')
  const onRestart = stop('interrupted')
  context.signal.addEventListener('abort', onStop, { once: true })
  context.interrupt.addEventListener('abort', onRestart, { once: true })
  const release = () => {
    context.signal.removeEventListener('abort', onStop)
    context.interrupt.removeEventListener('abort', onRestart)
  }
  if (context.signal.aborted) onStop()
  if (context.interrupt.aborted) onRestart()

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
  // Every reply passes the safety step: care and crisis help first when a message shows risk.
  const generation = careFirst(
    parts.messages,
    context.crisis,
    parts.generate,
  )({
    signal: controller.signal,
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
    if (!(await parts.commit())) {
      controller.abort()
      release()
      return null
    }
  } catch (error) {
    controller.abort()
    release()
    throw error
  }

  async function* events(): AsyncGenerator<TurnEvent> {
    try {
      if (parts.started) yield parts.started
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
          const usage = result.usage ?? parts.estimate(result.text)
          // Lets the last chunks leave before the bookkeeping's queries (decision 180).
          await new Promise((resolve) => setImmediate(resolve))
          const stored = await parts.complete(result, usage, notices)
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
        if (said && parts.keepPartial) {
          // Stored before `stopped` goes out (decision 279): a person told of a restart finds
          // what was said when they look. Shutdown waits for it too, the caller gone or not.
          await context.background.track(
            parts.keepPartial(said, parts.estimate(said), ending),
            (failure) => context.log.warn({ err: failure }, 'stopped reply not saved'),
          )
        }
        yield { type: 'stopped', ending, text: said }
        return
      }
      context.log.warn({ err: error }, 'turn generation failed')
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
  return events()
}
