import { describe, expect, it } from 'vitest'
import { createNotation, NotationError, type SymbolEntry } from './symbol-notation'

const entries: SymbolEntry[] = [
  { symbol: '◉', word: 'consciousness', meaning: 'awareness', group: 'Mind' },
  { symbol: '⧉', word: 'memory', meaning: 'what is kept', group: 'Mind' },
  { symbol: '⇡', word: 'learn', meaning: 'grow', group: 'Actions' },
  { symbol: '✎', word: 'create', meaning: 'make', group: 'Actions' },
  { symbol: '⟁', word: 'ai', meaning: 'an AI', group: 'Beings' },
  { symbol: '≡', word: 'is', meaning: 'is', group: 'Relations' },
  { symbol: '⊙', word: 'a', meaning: 'one', group: 'Relations' },
]
const { toNotation, toSentence } = createNotation(entries)

describe('the symbolic language compiler', () => {
  it('writes known words as glyphs, with endings and case marks', () => {
    expect(toNotation('memory')).toBe('⧉')
    expect(toNotation('Memory')).toBe('↑⧉')
    expect(toNotation('AI')).toBe('⇑⟁')
    expect(toNotation('learning learners learned')).toBe('⇡·ing ⇡·ers ⇡·ed')
    expect(toNotation('created')).toBe('✎·d')
    expect(toNotation('A')).toBe('↑⊙')
    expect(toNotation('Unknown words stay.')).toBe('Unknown words stay.')
    expect(toNotation('MeMoRy')).toBe('MeMoRy')
  })

  it('escapes glyphs and marks typed as text', () => {
    expect(toNotation('⧉ ↑ · \\')).toBe('\\⧉ \\↑ \\· \\\\')
    expect(toSentence('\\⧉ \\↑ \\· \\\\')).toBe('⧉ ↑ · \\')
  })

  it.each([
    'Consciousness is a memory of learning.',
    'AI learns; AIs learned — and created memories!',
    'memory·ing ⧉ ↑⇑ \\ end\\',
    'Ĳssel is not a word here, nor is KELVIN or \u212Aelvin.',
    '  spaces\tand\nnew lines  ',
    'Emoji 🧠 and accents: mémoire, Ärger, İstanbul.',
    '',
  ])('gives back %j exactly', (sentence) => {
    expect(toSentence(toNotation(sentence))).toBe(sentence)
  })

  it('survives the round trip for random text made of the tricky characters', () => {
    const alphabet = [
      'a',
      'A',
      'i',
      'I',
      's',
      'memory',
      'Learn',
      'ING',
      'ers',
      ' ',
      '.',
      '·',
      '↑',
      '⇑',
      '\\',
      '⧉',
      '⟁',
      'é',
      '\u212A',
      '🧠',
      '\n',
    ]
    let seed = 7
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let run = 0; run < 500; run++) {
      const length = Math.floor(random() * 12)
      const sentence = Array.from(
        { length },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('')
      expect(toSentence(toNotation(sentence)), JSON.stringify(sentence)).toBe(sentence)
    }
  })

  it('reads notation typed by hand, and says what is wrong with bad notation', () => {
    expect(toSentence('↑⟁ ⇡·s')).toBe('Ai learns')
    expect(() => toSentence('↑x')).toThrow(NotationError)
    expect(() => toSentence('↑x')).toThrow(/must come right before a symbol/)
    expect(() => toSentence('⧉·xyz')).toThrow(/not an ending/)
    expect(() => toSentence('a · b')).toThrow(/must follow a symbol/)
    expect(() => toSentence('end\\')).toThrow(/lone \\/)
  })
})
