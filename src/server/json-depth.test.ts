import { describe, expect, it } from 'vitest'
import { jsonDeeperThan, MAX_JSON_DEPTH, parseShallowJson } from './json-depth'

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth)

describe('jsonDeeperThan', () => {
  it('lets JSON exactly at the limit through and refuses one level more', () => {
    expect(jsonDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false)
    expect(jsonDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true)
    // Objects count like arrays, and a mix of both.
    const objects = '{"a":'.repeat(MAX_JSON_DEPTH) + '1' + '}'.repeat(MAX_JSON_DEPTH)
    expect(jsonDeeperThan(objects)).toBe(false)
    expect(jsonDeeperThan(`[${objects}]`)).toBe(true)
    expect(jsonDeeperThan(nested(3), 3)).toBe(false)
    expect(jsonDeeperThan(nested(4), 3)).toBe(true)
  })

  it('counts depth, not the number of brackets side by side', () => {
    const wide = `[${Array.from({ length: 10_000 }, () => nested(MAX_JSON_DEPTH - 1)).join(',')}]`
    expect(jsonDeeperThan(wide)).toBe(false)
  })

  it('does not count brackets inside strings', () => {
    const text = JSON.stringify({ note: '['.repeat(1_000) + '{'.repeat(1_000) })
    expect(jsonDeeperThan(text)).toBe(false)
    expect(jsonDeeperThan(JSON.stringify(['}'.repeat(500) + '['.repeat(500)]), 1)).toBe(false)
  })

  it('keeps reading a string past its escaped quotes and backslashes', () => {
    // The escaped quote does not end the string, so the brackets after it are still text.
    const escapedQuote = JSON.stringify({ a: `say \\"${'['.repeat(100)}` })
    expect(escapedQuote).toContain('\\"')
    expect(jsonDeeperThan(escapedQuote, 2)).toBe(false)
    // An escaped backslash does end before the quote: the string closes, the brackets count.
    const backslashThenQuote = `["a\\\\",${'['.repeat(5)}${']'.repeat(5)}]`
    expect(JSON.parse(backslashThenQuote)).toHaveLength(2)
    expect(jsonDeeperThan(backslashThenQuote, 5)).toBe(true)
    expect(jsonDeeperThan(backslashThenQuote, 6)).toBe(false)
  })

  it('answers for text that is not JSON, and 10,000 levels without a stack', () => {
    expect(jsonDeeperThan('')).toBe(false)
    expect(jsonDeeperThan(']]]]{')).toBe(false)
    expect(jsonDeeperThan('"unterminated [[[[')).toBe(false)
    expect(jsonDeeperThan('['.repeat(10_000))).toBe(true)
  })
})

describe('parseShallowJson', () => {
  it('parses JSON within the limit and refuses deeper JSON with a SyntaxError', () => {
    expect(parseShallowJson(nested(MAX_JSON_DEPTH))).toBeInstanceOf(Array)
    expect(() => parseShallowJson(nested(5_000))).toThrow(
      new SyntaxError(`it nests deeper than ${MAX_JSON_DEPTH} levels`),
    )
    expect(() => parseShallowJson('{"a": [1,}')).toThrow(SyntaxError)
  })
})
