import { describe, expect, it } from 'vitest'
import { countedPieces, LONGEST_RUN, moreTokensThan, tokensOf } from './tokens'

describe('countedPieces', () => {
  it('cuts a run without spaces every LONGEST_RUN characters and loses nothing', () => {
    const text = 'a'.repeat(LONGEST_RUN * 3 + 5)
    const pieces = [...countedPieces(text)]
    expect(pieces.map((piece) => piece.length)).toEqual([LONGEST_RUN, LONGEST_RUN, LONGEST_RUN, 5])
    expect(pieces.join('')).toBe(text)
  })

  it('never cuts a surrogate pair in two', () => {
    const text = 'a'.repeat(LONGEST_RUN - 1) + '😀'.repeat(100)
    const pieces = [...countedPieces(text)]
    expect(pieces.join('')).toBe(text)
    for (const piece of pieces) expect(piece.isWellFormed()).toBe(true)
  })

  it('keeps ordinary text with spaces whole up to a piece', () => {
    expect([...countedPieces('a few short words')]).toEqual(['a few short words'])
    expect([...countedPieces('')]).toEqual([''])
  })
})

describe('moreTokensThan', () => {
  it('is false exactly at the limit and true one token under it', () => {
    const text = 'The quick brown fox jumps over the lazy dog.'
    const tokens = tokensOf(text)
    expect(tokens).toBeGreaterThan(5)
    expect(moreTokensThan(text, tokens)).toBe(false)
    expect(moreTokensThan(text, tokens - 1)).toBe(true)
    expect(moreTokensThan('', 0)).toBe(false)
  })

  it('counts 280,000 letters without spaces in pieces, and answers on both sides', () => {
    const text = 'a'.repeat(280_000)
    // Whole, the tokenizer's merging is quadratic in a run (about 270 s); in pieces of
    // LONGEST_RUN each piece is a handful of tokens, so the total stays near 280,000 / 8.
    const total = tokensOf(text)
    const pieces = Math.ceil(text.length / LONGEST_RUN)
    expect(total).toBeGreaterThanOrEqual(pieces)
    expect(total).toBeLessThan(text.length / 2)
    expect(moreTokensThan(text, 8_000)).toBe(true)
    expect(moreTokensThan(text, total)).toBe(false)
    expect(moreTokensThan(text, total - 1)).toBe(true)
  })

  it('counts a long run the same as its pieces counted one by one', () => {
    const text = 'x'.repeat(LONGEST_RUN * 10)
    const byPiece = [...countedPieces(text)].reduce((sum, piece) => sum + tokensOf(piece), 0)
    expect(tokensOf(text)).toBe(byPiece)
  })
})
