import type { ChatMessage } from '../provider'
import { STOP_WORDS } from './stop-words'

/** What kind of fact a question asks for; the sentence that holds it ranks first. */
export interface Intent {
  price: boolean
  who: boolean
  count: boolean
  premium: boolean
  /** "How do I …": the sentence that says what to do (Press, Open, Use …) answers it. */
  steps: boolean
  /** "Which/what … are": a sentence that lists several things answers it. */
  list: boolean
}

export function intentOf(question: string): Intent {
  const q = question.toLowerCase()
  return {
    price:
      /\b(price[sd]?|cost(s|ing)?|how much|pay|fee|charge[sd]?|cheap\w*|expensive|dollars?)\b|\$/.test(
        q,
      ),
    who: /\b(who|teach(es|er|ing)?|taught|mentor(s|ed)?|author|wrote|written by)\b/.test(q),
    count: /\b(how many|number of|limit(s|ed)?|per day|a day|daily|how often)\b/.test(q),
    premium: /\bpremium\b/.test(q),
    steps: /^\s*how (do|can|should) (i|you|we)\b/.test(q),
    list: /^\s*(which|what)\b.*\b(are|were)\b/.test(q) || /^\s*(which|what) \w+s\b/.test(q),
  }
}

/** Words that ask the same thing in other words; added to the query, never replacing it. */
const SYNONYMS: Record<string, string> = {
  price: 'cost costs',
  prices: 'cost costs',
  cost: 'price costs',
  costs: 'price cost',
  much: 'cost costs price',
  pay: 'cost costs price',
  fee: 'cost costs price',
  add: 'includes include',
  adds: 'includes include',
  offer: 'includes include',
  include: 'includes',
  teaches: 'taught mentor',
  teach: 'taught mentor teaches',
  teacher: 'taught mentor teaches',
  mentor: 'taught teaches',
  who: '',
  author: 'by',
  wrote: 'by author',
  many: 'number',
  limit: 'per day',
  limits: 'per day limit',
  difference: 'free premium',
  subscription: 'plan premium',
  premium: 'pro',
  paid: 'pro enterprise',
  upgrade: 'premium plan',
  account: 'plan',
  accounts: 'plan',
  meditate: 'meditation mindfulness',
  meditation: 'mindfulness',
  book: 'books novel',
  books: 'book novel',
  novel: 'book',
  course: 'courses taught',
  courses: 'course',
  class: 'course',
  lesson: 'course',
}

const words = (text: string) => text.toLowerCase().match(/[a-z0-9$][a-z0-9'-]*/g) ?? []

/**
 * A word without its contraction or closing quote: "what's" is "what" (a stop word), "night'"
 * is "night"; a negation ("don't", "can't") says no topic at all. Left whole, "what's" was a
 * word no sentence holds, the rarest word of its question (decision 277).
 */
const bare = (word: string) => (/n't$/.test(word) ? '' : word.replace(/'(s|re|m|ll|d|ve)?$/, ''))

/** The topic words of a text: no stop words, no filler. */
export function keyTerms(text: string): string[] {
  return words(text)
    .map(bare)
    .filter((word) => !STOP_WORDS.has(word) && !FILLER.has(word) && word.length > 1)
}

const FILLER = new Set(
  // "codex" names the product, so nearly every passage; it tells no topic apart.
  'tell know like want also please thanks thank okay ok yes yeah hmm well really just one ones codex humancodex'.split(
    ' ',
  ),
)

/** The question with its synonyms, for retrieval. */
export function expandQuery(text: string): string {
  const extra = words(text)
    .map((word) => SYNONYMS[word] ?? '')
    .filter(Boolean)
  return [text, ...extra].join(' ')
}

const FOLLOW_UP_START = /^\s*(and|but|so|also|then|what about|how about|and what|what else)\b/i
const PRONOUN = /\b(it|its|it's|that|this|they|them|their|those|these|he|she|him|her|one)\b/i

/** The subject words of a question, without the words that only say what kind of fact is asked. */
export const topicTerms = (text: string) => keyTerms(text).filter((term) => !INTENT_WORDS.has(term))

/** A short or pronoun-led message that leans on the turns before it. */
export function isFollowUp(message: string): boolean {
  const terms = keyTerms(message).filter((term) => !INTENT_WORDS.has(term))
  return FOLLOW_UP_START.test(message) || PRONOUN.test(message) || terms.length <= 1
}

const INTENT_WORDS = new Set(
  'price prices cost costs much pay fee teaches teach taught teacher mentor author wrote many number limit difference'.split(
    ' ',
  ),
)

/**
 * The words to retrieve with for the last user message: its own, and for a follow-up the
 * topic words of the previous user turns (the most recent first), so "and how much?" after a
 * question about meditation asks about meditation's price.
 */
export function retrievalQuery(messages: readonly ChatMessage[]): {
  query: string
  message: string
  topic: string[]
} {
  const users = messages.filter((message) => message.role === 'user').map((m) => m.content)
  const message = users.at(-1) ?? ''
  if (users.length < 2 || !isFollowUp(message))
    return { query: expandQuery(message), message, topic: [] }
  const topic: string[] = []
  for (const previous of users.slice(0, -1).reverse().slice(0, 2)) {
    for (const term of keyTerms(previous))
      if (!INTENT_WORDS.has(term) && !topic.includes(term)) topic.push(term)
    if (topic.length >= 3) break
  }
  return { query: expandQuery(`${topic.join(' ')} ${message}`), message, topic }
}
