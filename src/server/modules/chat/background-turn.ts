import { reserveBackgroundTurn, writeBackgroundTurn } from '../../ai/background'
import type { OfflineHints } from '../../ai/offline/offline-provider'
import type { ChatMessage } from '../../ai/provider'
import { messageTokens, tokensOf } from '../../ai/tokens'
import type { AppServices } from '../../types'
import type { TurnLog } from './prepare'
import { runTurn, type TurnEvent } from './turn-events'

/** Background agents outlive a restart's interrupt: shutdown drains them (decision 220). */
const NEVER = new AbortController().signal

/**
 * A background agent's turn (an agent reply) through the one turn pipeline (decision 220): the
 * idle pause and the day's allowance reserve it (decisions 219, 212), the model or the offline
 * engine answers, reasoning and a failed model's notes come as their own events. No
 * conversation, nothing written: what to do with `done` is the caller's.
 */
export async function startBackgroundTurn(
  app: Pick<AppServices, 'ai' | 'database' | 'config' | 'activity' | 'background'>,
  messages: ChatMessage[],
  hints: OfflineHints,
  log: TurnLog,
): Promise<{ ok: true; events: AsyncGenerator<TurnEvent> } | { ok: false; paused: true }> {
  const reserved = await reserveBackgroundTurn(app, hints)
  if (!reserved) return { ok: false, paused: true }
  const events = await runTurn(
    {
      generate: (callbacks) => writeBackgroundTurn(app, reserved, messages, hints, callbacks),
      commit: () => Promise.resolve(true),
      complete: () => Promise.resolve(undefined),
      estimate: (text) => ({ prompt: messageTokens(messages), completion: tokensOf(text) }),
      messages,
    },
    { signal: NEVER, interrupt: NEVER, background: app.background, log, crisis: app.ai.crisis },
  )
  return { ok: true, events: events! }
}
