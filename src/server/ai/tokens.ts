import fs from 'node:fs'
import { createRequire } from 'node:module'
import type * as Encoding from 'gpt-tokenizer/GptEncoding'
import type { ChatMessage } from './provider'

const require = createRequire(import.meta.url)
let tokenizer: Encoding.GptEncoding | undefined

/**
 * o200k's ranks read from the tokenizer package's own data file (`token-base64 rank` a line),
 * the same table as its `encoding/o200k_base` module: a token whose bytes are UTF-8 is its
 * text, any other (a piece of a character, a byte-order mark) its bytes. Compiling that module,
 * a 2.4 MB array literal, left 15 MiB more resident (decision 276).
 */
export function o200kRanks(): (string | number[])[] {
  const text = fs.readFileSync(require.resolve('gpt-tokenizer/data/o200k_base.tiktoken'), 'latin1')
  const utf8 = new TextDecoder('utf-8', { fatal: true })
  const ranks: (string | number[])[] = []
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start)
    const end = newline === -1 ? text.length : newline
    const space = text.indexOf(' ', start)
    if (space > start && space < end) {
      const bytes = Buffer.from(text.slice(start, space), 'base64')
      let token: string | number[]
      try {
        token = utf8.decode(bytes)
        // The decoder drops a leading byte-order mark: such a token stays bytes.
        if (Buffer.byteLength(token) !== bytes.length) token = [...bytes]
      } catch {
        token = [...bytes]
      }
      ranks[Number(text.slice(space + 1, end))] = token
    }
    start = end + 1
  }
  return ranks
}

/**
 * The tokenizer is built at its first use, a turn's first count, and kept: about 35 MiB
 * resident, which an idle server no longer holds; the build holds the event loop once, for a
 * few hundred milliseconds on a quiet machine and seconds on a loaded one (decision 276).
 */
function countTokens(text: string) {
  if (!tokenizer) {
    const { GptEncoding } = require('gpt-tokenizer/GptEncoding') as typeof Encoding
    tokenizer = GptEncoding.getEncodingApi('o200k_base', o200kRanks)
  }
  return tokenizer.countTokens(text)
}

/**
 * Characters without a space counted as one piece at most: the tokenizer's merging is
 * quadratic in the length of a piece (4,000 letters took 100 ms, 280,000 took 270 s), so a
 * longer run is counted this many at a time. That adds at most one token a cut to the
 * estimate, and nothing on text with spaces (decision 226).
 */
export const LONGEST_RUN = 64
/** Text is counted in pieces of about this many characters, cut before a space. */
const PIECE = 2048

const isSpace = (code: number) => code === 0x20 || (code >= 0x09 && code <= 0x0d)
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/**
 * `text` in the pieces it is counted in: cut before a space once a piece is PIECE long (a word
 * and the space before it stay one token, as the tokenizer splits them), and after every
 * LONGEST_RUN characters without a space, never inside a surrogate pair.
 */
export function* countedPieces(text: string): Generator<string> {
  let start = 0
  let run = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (isSpace(code)) {
      run = 0
      if (i - start >= PIECE) {
        yield text.slice(start, i)
        start = i
      }
    } else if (++run >= LONGEST_RUN && !isHighSurrogate(code)) {
      yield text.slice(start, i + 1)
      start = i + 1
      run = 0
    }
  }
  if (start < text.length || text.length === 0) yield text.slice(start)
}

/** The tokens of `text`, counted piece by piece; past `stopAbove` the count stops there. */
function countPieces(text: string, stopAbove = Infinity) {
  if (text.length < LONGEST_RUN) return countTokens(text)
  let sum = 0
  for (const piece of countedPieces(text)) {
    sum += countTokens(piece)
    if (sum > stopAbove) break
  }
  return sum
}

/** What chat templates add around each message (role markers, separators). */
const PER_MESSAGE = 4

/**
 * An estimate of the tokens a text takes. Open models have tokenizers of their own; o200k
 * (OpenAI's current one) comes within a few percent for English and European languages,
 * unlike characters ÷ 4, which is far off for code and other scripts.
 */
export const tokensOf = (text: string) => countPieces(text)

/**
 * Whether `text` takes more than `limit` tokens: counting stops once it does, so a message of
 * 280,000 characters is refused after reading the first few thousand of them.
 */
export const moreTokensThan = (text: string, limit: number) => countPieces(text, limit) > limit

/**
 * Counts already made of a message's content (a stored chat message keeps its count): the
 * budget and the estimate read them instead of counting the same text again every turn.
 */
const counted = new WeakMap<ChatMessage, number>()

/** `message`, its content's tokens known to be `tokens`. */
export function withTokens<T extends ChatMessage>(message: T, tokens: number): T {
  counted.set(message, tokens)
  return message
}

/** A message's content's tokens: the count it carries, or counted now. */
const contentTokens = (message: ChatMessage) => counted.get(message) ?? tokensOf(message.content)

export const messageTokens = (messages: readonly ChatMessage[]) =>
  messages.reduce((sum, message) => sum + PER_MESSAGE + contentTokens(message), 0)

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
  const sizes = history.map((message) => PER_MESSAGE + contentTokens(message))
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
