import { createRequire } from 'node:module'
import type * as O200k from 'gpt-tokenizer/encoding/o200k_base'
import type { ChatMessage } from './provider'

type Tokenizer = typeof O200k
let tokenizer: Tokenizer | undefined

/**
 * The tokenizer's table takes 100–270 ms to load, a tenth of a start: it is loaded at its first
 * use, or by `preloadTokenizer` once the server is quiet, rather than with the server's modules.
 */
function countTokens(text: string) {
  tokenizer ??= createRequire(import.meta.url)('gpt-tokenizer/encoding/o200k_base') as Tokenizer
  return tokenizer.countTokens(text)
}

export const preloadTokenizer = () => void countTokens('')

/** What chat templates add around each message (role markers, separators). */
const PER_MESSAGE = 4

/**
 * An estimate of the tokens a text takes. Open models have tokenizers of their own; o200k
 * (OpenAI's current one) comes within a few percent for English and European languages,
 * unlike characters ÷ 4, which is far off for code and other scripts.
 */
export const tokensOf = (text: string) => countTokens(text)

export const messageTokens = (messages: readonly ChatMessage[]) =>
  messages.reduce((sum, message) => sum + PER_MESSAGE + tokensOf(message.content), 0)

/** A model's room: its context window and the part of it kept for the reply. */
export interface TokenBudget {
  contextWindow: number
  replyTokens: number
}

/**
 * Whether the messages fit without counting: no token is shorter than one UTF-8 byte, so a
 * prompt of fewer bytes than the room fits. Spares the tokenizer before most first tokens.
 */
export function surelyFits(messages: readonly ChatMessage[], budget: TokenBudget): boolean {
  const room = budget.contextWindow - budget.replyTokens
  let bytes = 0
  for (const message of messages) bytes += PER_MESSAGE + Buffer.byteLength(message.content)
  return bytes <= room
}

/**
 * The prompt fitted into the window minus the reply budget: the system message and the last
 * message stay, the oldest turns go first (a user turn with the reply after it, so the
 * history never starts with an answer).
 */
export function fitMessages(messages: ChatMessage[], budget: TokenBudget): ChatMessage[] {
  if (surelyFits(messages, budget)) return messages
  const room = budget.contextWindow - budget.replyTokens
  const system = messages[0]?.role === 'system' ? [messages[0]] : []
  const last = messages.slice(-1)
  const history = messages.slice(system.length, -1)
  const sizes = history.map((message) => PER_MESSAGE + tokensOf(message.content))
  let total = messageTokens([...system, ...last]) + sizes.reduce((sum, size) => sum + size, 0)
  let dropped = 0
  while (total > room && dropped < history.length) {
    total -= sizes[dropped]!
    dropped++
  }
  while (dropped < history.length && history[dropped]!.role === 'assistant') {
    total -= sizes[dropped]!
    dropped++
  }
  return [...system, ...history.slice(dropped), ...last]
}

/** The most tokens the last message may take beside the system message and the reply. */
export function lastMessageLimit(messages: ChatMessage[], budget: TokenBudget): number {
  const system = messages[0]?.role === 'system' ? [messages[0]] : []
  return budget.contextWindow - budget.replyTokens - messageTokens(system) - PER_MESSAGE
}
