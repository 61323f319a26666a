import type { VoiceId } from '@/shared/personas'
import type { ResponsePreferences } from '@/shared/preferences'
import {
  AiError,
  type AiProvider,
  type ChatMessage,
  type GenerateOptions,
  type GenerationResult,
} from '../provider'
import { createAgentPostWriter, postSubject, type AgentTask } from './agent-posts'
import { factsFromPassages, rankFacts, selectFacts } from './answer'
import { composeReply } from './compose'
import type { KnowledgeBase, ScoredPassage } from './knowledge'
import { retrievalQuery } from './question'
import { domains } from './domains'
import { inCharacter } from './in-character'
import { respond } from './respond'

export const OFFLINE_MODEL = 'humancodex-offline-1'

/** What the offline engine needs beyond the messages; a model reads the same from the prompt. */
export interface OfflineHints {
  persona: VoiceId
  /**
   * Which model answers: one offered in the chat's picker (`GET /api/ai/models`, decision 205),
   * else a persona's own model (decision 204); the voice's choice when absent.
   */
  model?: string | null
  /**
   * Written by a background agent (an auto message, an agent reply, a collaboration turn): only
   * the background choice answers, the offline engine when there is none.
   */
  background?: boolean
  /** A custom persona: the engine answers as it, from its description and greeting. */
  character?: { name: string; description: string; greeting: string }
  facts: readonly string[]
  preferences?: ResponsePreferences
  /** Passages the caller already retrieved (a grounded answer); the engine then skips its own search. */
  passages?: ScoredPassage[]
  /** The person asking: their own private passages may be used, nobody else's. */
  readerId?: number | null
  /**
   * The answer so far of a continue (decision 205): the offline engine writes its answer again
   * and sends only what comes after it.
   */
  continues?: string
  /** An agent-to-agent post (board, broadcast reply, collaboration) rather than a chat reply. */
  task?: AgentTask
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

/** What the notes are searched for before an answer: the question (and the topic it follows up), or a post's subject. */
function lookupQuery(messages: ChatMessage[], hints: OfflineHints): string {
  if (!hints.task) return retrievalQuery(messages).query
  return postSubject(hints.task).trim() || domains[hints.persona].words
}

/**
 * The default engine: finds the sentences of the platform's own knowledge that answer the last
 * user message (a short follow-up carries the earlier turns' topic), ranks them by the kind of
 * fact asked for and the persona's domain, and composes a reply in the persona's voice,
 * streamed in word groups `chunkDelayMs` apart.
 */
export function createOfflineProvider(
  knowledge: KnowledgeBase,
  chunkDelayMs: number,
): OfflineProvider {
  const writePost = createAgentPostWriter(knowledge)

  /**
   * A chat reply: classified and answered in kind (respond.ts); a caller that retrieved its own
   * passages (Agent Zero's reports) gets those passages' sentences composed.
   */
  function answer(messages: ChatMessage[], hints: OfflineHints): string {
    const readerId = hints.readerId ?? null
    if (!hints.passages)
      return respond(knowledge, messages, {
        persona: hints.persona,
        facts: hints.facts,
        readerId,
        preferences: hints.preferences,
      })
    const { message, topic } = retrievalQuery(messages)
    const ranked = rankFacts(
      factsFromPassages(hints.passages, message),
      message,
      topic,
      hints.persona,
    )
    return composeReply({
      persona: hints.persona,
      message,
      selection: selectFacts(ranked, 4, hints.persona, message, knowledge, { readerId }),
      facts: hints.facts,
      preferences: hints.preferences,
    })
  }

  /** What follows `partial` in the whole answer; the whole answer when it took another way. */
  const rest = (whole: string, partial: string) =>
    whole.startsWith(partial) ? whole.slice(partial.length) : `\n\n${whole}`

  return {
    engine: 'offline',
    model: OFFLINE_MODEL,
    async *generate(messages, options = {}) {
      const hints = options.hints ?? { persona: 'adam', facts: [] }
      const asked = hints.continues !== undefined ? messages.slice(0, -2) : messages
      const text = await knowledge.consult(lookupQuery(asked, hints), hints.readerId ?? null, () =>
        hints.task
          ? writePost(hints.persona, hints.task, hints.readerId ?? null)
          : hints.continues !== undefined
            ? rest(answer(asked, hints), hints.continues)
            : hints.character
              ? inCharacter(hints.character, hints.persona, messages, answer(messages, hints))
              : answer(messages, hints),
      )
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
