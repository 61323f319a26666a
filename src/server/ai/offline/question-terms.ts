import { STOP_WORDS } from './stop-words'

/**
 * How much of a question a lookup reads (decision 255): at most this many distinct terms, the
 * first ones, so a message of a megabyte of distinct words costs what a short one does. No
 * question a person asks has more subject words than this.
 */
export const MOST_TERMS = 16
/**
 * A term longer than this is cut to it: no word a person looks for is longer, a prefix of it
 * still finds it, and a fuzzy match's work grows with the term's length (280,000 letters made
 * MiniSearch's edit-distance table throw a RangeError).
 */
export const LONGEST_TERM = 24
/** How often each kept term may come back: a repeated word weighs more, a flood does not. */
const REPEATS = 4

const WORD = /[\p{L}\p{M}\p{N}]+/gu

/** `word` lower case and at most LONGEST_TERM long, never cut inside a surrogate pair. */
function termOf(word: string): string {
  if (word.length <= LONGEST_TERM) return word.toLowerCase()
  const code = word.charCodeAt(LONGEST_TERM - 1)
  const end = code >= 0xd800 && code <= 0xdbff ? LONGEST_TERM - 1 : LONGEST_TERM
  return word.slice(0, end).toLowerCase()
}

/**
 * The terms of `text` in order, repeats included, from its first `most` distinct terms worth
 * looking for (two characters or more, no stop words). Reads the text once, lazily: it stops
 * once `most` distinct terms have each come back REPEATS times, or the text ends.
 */
function* termsOf(text: string, most: number): Generator<string> {
  const seen = new Set<string>()
  let given = 0
  for (const match of text.matchAll(WORD)) {
    const term = termOf(match[0])
    if (term.length < 2 || STOP_WORDS.has(term)) continue
    if (!seen.has(term)) {
      if (seen.size >= most) return
      seen.add(term)
    }
    yield term
    if (++given >= most * REPEATS) return
  }
}

/** The first `most` distinct terms of a question worth looking for, once each. */
export function questionTerms(text: string, most = MOST_TERMS): string[] {
  return [...new Set(termsOf(text, most))]
}

/**
 * A question as a search index reads it, bounded: its first `most` distinct terms, each cut to
 * LONGEST_TERM, a repeated one kept (it weighs more) up to `most × 4` terms in all.
 */
export function boundedQuery(text: string, most = MOST_TERMS): string {
  return [...termsOf(text, most)].join(' ')
}
