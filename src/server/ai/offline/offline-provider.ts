import type { VoiceId } from '@/shared/personas'
import type { ResponsePreferences } from '@/shared/preferences'
import {
  AiError,
  type AiProvider,
  type ChatMessage,
  type GenerateOptions,
  type GenerationResult,
} from '../provider'
import { composeReply } from './compose'
import type { KnowledgeBase, ScoredPassage } from './knowledge'

export const OFFLINE_MODEL = 'humancodex-offline-1'

/** What the offline engine needs beyond the messages; a model reads the same from the prompt. */
export interface OfflineHints {
  persona: VoiceId
  facts: readonly string[]
  preferences?: ResponsePreferences
  /** Passages the caller already retrieved (a grounded answer); the engine then skips its own search. */
  passages?: ScoredPassage[]
}

export interface OfflineProvider extends AiProvider {
  generate(
    messages: ChatMessage[],
    options?: GenerateOptions & { hints?: OfflineHints },
  ): AsyncGenerator<string, GenerationResult>
}

/** Splits text into word groups, keeping the spaces and line breaks, the way a model streams. */
export function chunkText(text: string, wordsPerChunk = 3): string[] {
  const tokens = text.match(/\S+\s*/g) ?? []
  const chunks: string[] = []
  for (let i = 0; i < tokens.length; i += wordsPerChunk)
    chunks.push(tokens.slice(i, i + wordsPerChunk).join(''))
  return chunks
}

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new AiError('aborted', 'The generation was stopped.'))
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(new AiError('aborted', 'The generation was stopped.'))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * The default engine: retrieves the passages of the platform's own knowledge that best match
 * the last user message (with a little of the conversation) and composes a reply in the
 * persona's voice, streamed in word groups `chunkDelayMs` apart.
 */
export function createOfflineProvider(
  knowledge: KnowledgeBase,
  chunkDelayMs: number,
): OfflineProvider {
  return {
    engine: 'offline',
    model: OFFLINE_MODEL,
    async *generate(messages, options = {}) {
      const lastUser =
        [...messages].reverse().find((message) => message.role === 'user')?.content ?? ''
      const previousUser = messages
        .filter((m) => m.role === 'user')
        .slice(-3, -1)
        .map((m) => m.content)
      const hints = options.hints ?? { persona: 'adam', facts: [] }
      let passages = hints.passages ?? knowledge.search(lastUser, 3)
      // A short follow-up ("and the price?") borrows the topic of the previous question.
      if (!hints.passages && passages.length === 0 && previousUser.length > 0) {
        passages = knowledge.search(`${previousUser.join(' ')} ${lastUser}`, 3)
      }
      const text = composeReply({
        persona: hints.persona,
        message: lastUser,
        passages,
        facts: hints.facts,
        preferences: hints.preferences,
      })
      let sent = ''
      for (const chunk of chunkText(text)) {
        if (chunkDelayMs > 0) await sleep(chunkDelayMs, options.signal)
        else if (options.signal?.aborted)
          throw new AiError('aborted', 'The generation was stopped.')
        sent += chunk
        yield chunk
      }
      return { text: sent, engine: 'offline', model: OFFLINE_MODEL }
    },
  }
}
