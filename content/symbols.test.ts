import { describe, expect, it } from 'vitest'
import { createNotation, MARKS, SymbolEntrySchema } from '@/shared/symbol-notation'
import { symbols } from './symbols'

describe('symbol glossary', () => {
  it('validates every entry, with one glyph per word and one word per glyph', () => {
    for (const entry of symbols) expect(SymbolEntrySchema.parse(entry)).toEqual(entry)
    expect(new Set(symbols.map((entry) => entry.symbol)).size).toBe(symbols.length)
    expect(new Set(symbols.map((entry) => entry.word)).size).toBe(symbols.length)
    const marks = Object.values(MARKS) as string[]
    for (const entry of symbols) expect(marks).not.toContain(entry.symbol)
  })

  it('compiles a sentence of the codex with its glyphs and reads it back', () => {
    const notation = createNotation(symbols)
    const sentence = 'AI and human minds learning together: memory is light.'
    const compiled = notation.toNotation(sentence)
    expect(compiled).toBe('⇑◈ ∧ ☉ ◎·s ⇡·ing ∞: ▣ ≡ ☼.')
    expect(notation.toSentence(compiled)).toBe(sentence)
  })
})
