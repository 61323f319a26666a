import { z } from 'zod'

/** One entry of the codex's symbol glossary: a glyph that stands for a word. */
export const SymbolEntrySchema = z.object({
  symbol: z
    .string()
    .refine((value) => Array.from(value).length === 1, 'must be one character')
    .refine((value) => !/[\p{L}\p{N}\s]/u.test(value), 'must not be a letter, digit or space'),
  /** Lower-case letters only: the word the glyph stands for. */
  word: z.string().regex(/^\p{Ll}+$/u),
  meaning: z.string().min(1),
  group: z.string().min(1),
})
export type SymbolEntry = z.infer<typeof SymbolEntrySchema>

/** Marks of the notation: capitalised word, all-capitals word, suffix, escape. */
export const MARKS = { capital: '↑', upper: '⇑', suffix: '·', escape: '\\' } as const

/** Endings a glyph may carry after `·`, longest first so "learners" reads learn·ers. */
export const SUFFIXES = ['ing', 'ers', 'er', 'es', 'ed', 'ly', 's', 'd'] as const

export class NotationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NotationError'
  }
}

const WORD = /\p{L}+/gu
const MARK_CHARS = new Set<string>(Object.values(MARKS))

function applyCase(word: string, kind: 'lower' | 'capital' | 'upper') {
  if (kind === 'upper') return word.toUpperCase()
  if (kind === 'lower') return word
  const chars = Array.from(word)
  return (chars[0] ?? '').toUpperCase() + chars.slice(1).join('')
}

function caseOf(word: string): 'lower' | 'capital' | 'upper' | 'mixed' {
  const lower = word.toLowerCase()
  if (word === lower) return 'lower'
  const first = Array.from(word)[0] ?? ''
  if (word === first.toUpperCase() + Array.from(lower).slice(1).join('')) return 'capital'
  if (word === word.toUpperCase()) return 'upper'
  return 'mixed'
}

/**
 * Turns words into glyphs and back. Every other character stays; characters that mean something
 * in the notation (glyphs and marks) are escaped with `\`, so any sentence survives the round trip
 * exactly: `toSentence(toNotation(s)) === s`.
 */
export function createNotation(entries: SymbolEntry[]) {
  const byWord = new Map(entries.map((entry) => [entry.word, entry.symbol]))
  const bySymbol = new Map(entries.map((entry) => [entry.symbol, entry.word]))
  const special = (char: string) => bySymbol.has(char) || MARK_CHARS.has(char)

  const encodeWord = (word: string): string => {
    const kind = caseOf(word)
    if (kind === 'mixed') return word
    const lower = word.toLowerCase()
    let glyph = byWord.get(lower)
    let suffix = ''
    if (!glyph) {
      const ending = SUFFIXES.find(
        (candidate) => lower.endsWith(candidate) && byWord.has(lower.slice(0, -candidate.length)),
      )
      if (!ending) return word
      glyph = byWord.get(lower.slice(0, -ending.length))
      suffix = `${MARKS.suffix}${ending}`
    }
    // A letter whose case change is not one-to-one (the Kelvin sign) stays as written.
    if (applyCase(lower, kind) !== word) return word
    // One-letter words read the same capitalised or in capitals; "capital" keeps it simple.
    const mark = kind === 'capital' ? MARKS.capital : kind === 'upper' ? MARKS.upper : ''
    return `${mark}${glyph}${suffix}`
  }

  const escapeOther = (text: string) =>
    Array.from(text)
      .map((char) => (special(char) ? `${MARKS.escape}${char}` : char))
      .join('')

  function toNotation(sentence: string): string {
    let out = ''
    let last = 0
    for (const match of sentence.matchAll(WORD)) {
      out += escapeOther(sentence.slice(last, match.index)) + encodeWord(match[0])
      last = match.index + match[0].length
    }
    return out + escapeOther(sentence.slice(last))
  }

  function toSentence(notation: string): string {
    const chars = Array.from(notation)
    let out = ''
    for (let i = 0; i < chars.length; i++) {
      const char = chars[i] ?? ''
      if (char === MARKS.escape) {
        const next = chars[++i]
        if (next === undefined) throw new NotationError('The notation ends with a lone \\.')
        out += next
        continue
      }
      let kind: 'lower' | 'capital' | 'upper' = 'lower'
      let glyph = char
      if (char === MARKS.capital || char === MARKS.upper) {
        kind = char === MARKS.capital ? 'capital' : 'upper'
        glyph = chars[++i] ?? ''
        if (!bySymbol.has(glyph))
          throw new NotationError(`The mark ${char} must come right before a symbol.`)
      }
      const word = bySymbol.get(glyph)
      if (word === undefined) {
        if (char === MARKS.suffix)
          throw new NotationError(`The ending mark ${MARKS.suffix} must follow a symbol.`)
        out += char
        continue
      }
      let full = word
      if (chars[i + 1] === MARKS.suffix) {
        let ending = ''
        let j = i + 2
        while (j < chars.length && /^\p{L}$/u.test(chars[j] ?? '')) ending += chars[j++]
        if (!(SUFFIXES as readonly string[]).includes(ending))
          throw new NotationError(
            `"${ending || '(nothing)'}" is not an ending the notation knows (${SUFFIXES.join(', ')}).`,
          )
        full += ending
        i = j - 1
      }
      out += applyCase(full, kind)
    }
    return out
  }

  return { toNotation, toSentence }
}
