import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from './provider'
import {
  countedPieces,
  fitMessages,
  LONGEST_RUN,
  messageTokens,
  moreTokensThan,
  o200kRanks,
  tokensOf,
  withTokens,
} from './tokens'

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

describe('a message that carries its count', () => {
  // A count unlike the text's own shows which one was read: the kept one, not a new count.
  const kept = (content: string, tokens: number): ChatMessage =>
    withTokens({ role: 'user', content }, tokens)

  it('is summed with its kept count, not counted again', () => {
    const text = 'a few short words'
    expect(messageTokens([{ role: 'user', content: text }])).toBe(4 + tokensOf(text))
    expect(messageTokens([kept(text, 500)])).toBe(504)
  })

  it('is fitted to the window by its kept count', () => {
    const system: ChatMessage = { role: 'system', content: 'Be brief.' }
    const question: ChatMessage = { role: 'user', content: 'And now?' }
    const history = [kept('x'.repeat(400), 2), { role: 'assistant' as const, content: 'Fine.' }]
    const budget = { contextWindow: 150, replyTokens: 100 }
    // Counted, the 400 letters (dozens of tokens) would not fit beside the rest; kept as 2, they do.
    expect(fitMessages([system, ...history, question], budget)).toHaveLength(4)
    const heavy = [kept('y'.repeat(60), 1000), { role: 'assistant' as const, content: 'Fine.' }]
    expect(fitMessages([system, ...heavy, question], budget)).toEqual([system, question])
  })
})

describe('the tokenizer built from the data file', () => {
  // The package's own table, compiled from its 2.4 MB module: what the server loaded before.
  const packaged = () =>
    (
      createRequire(import.meta.url)('gpt-tokenizer/bpeRanks/o200k_base') as {
        default: (string | number[])[]
      }
    ).default

  it('holds exactly the ranks of the packaged o200k table, text and byte tokens alike', () => {
    const ranks = o200kRanks()
    const expected = packaged()
    expect(ranks.length).toBe(expected.length)
    const differing = ranks.flatMap((token, rank) =>
      JSON.stringify(token) === JSON.stringify(expected[rank]) ? [] : [rank],
    )
    expect(differing).toEqual([])
    // Both kinds are there: the byte-order mark and broken characters stay bytes.
    expect(ranks.some((token) => Array.isArray(token))).toBe(true)
    expect(ranks.filter((token) => typeof token === 'string').length).toBeGreaterThan(190_000)
  }, 60_000)

  it('counts as the packaged encoding does', () => {
    const packagedCount = (
      createRequire(import.meta.url)('gpt-tokenizer/encoding/o200k_base') as {
        countTokens: (text: string) => number
      }
    ).countTokens
    for (const text of [
      'The quick brown fox jumps over the lazy dog.',
      '\uFEFFnamespace Foo {\n\n  using System;\n}',
      'Ünïcödé, 日本語のテキスト, العربية, 😀🎉, ελληνικά',
      'const x = [1, 2, 3].map((n) => n ** 2) // code',
    ])
      expect(tokensOf(text), text).toBe(packagedCount(text))
  }, 60_000)
})
