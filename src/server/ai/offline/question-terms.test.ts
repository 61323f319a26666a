import { describe, expect, it } from 'vitest'
import { boundedQuery, LONGEST_TERM, MOST_TERMS, questionTerms } from './question-terms'

/** `count` distinct made-up words of 5–9 letters. */
const distinct = (count: number) =>
  Array.from({ length: count }, (_, i) => `w${i.toString(36)}`.padEnd(5 + (i % 5), 'k')).join(' ')

describe('questionTerms', () => {
  it('keeps the first distinct terms worth finding, lower case, without stop words', () => {
    expect(questionTerms('How does Quick-Search work? And quick search today')).toEqual([
      'quick',
      'search',
      'work',
      'today',
    ])
    expect(questionTerms('What is it, and how?!')).toEqual([])
  })

  it('reads at most MOST_TERMS terms from a megabyte of distinct words', () => {
    const text = distinct(150_000)
    expect(text.length).toBeGreaterThan(1_000_000)
    const terms = questionTerms(text)
    expect(terms).toHaveLength(MOST_TERMS)
    expect(terms).toEqual(text.split(' ').slice(0, MOST_TERMS))
  })

  it('cuts a term to LONGEST_TERM characters, never inside a surrogate pair', () => {
    expect(questionTerms('a'.repeat(280_000))).toEqual(['a'.repeat(LONGEST_TERM)])
    const astral = `${'b'.repeat(LONGEST_TERM - 1)}𝒳𝒳`
    const [term] = questionTerms(astral)
    expect(term).toBe('b'.repeat(LONGEST_TERM - 1))
    expect(term!.isWellFormed()).toBe(true)
  })

  it('keeps letters with their combining marks, of any script', () => {
    expect(questionTerms('Wie funktioniert Gedächtnis 2026 cafe\u0301')).toEqual([
      'wie',
      'funktioniert',
      'gedächtnis',
      '2026',
      'cafe\u0301',
    ])
  })
})

describe('boundedQuery', () => {
  it('keeps repeats of its terms, up to four times as many terms in all', () => {
    expect(boundedQuery('palace memory palace')).toBe('palace memory palace')
    const flood = boundedQuery('palace '.repeat(100_000))
    expect(flood.split(' ')).toHaveLength(MOST_TERMS * 4)
  })

  it('stops at the first term past the distinct limit', () => {
    const query = boundedQuery(distinct(100), 3)
    expect(query.split(' ')).toEqual(distinct(3).split(' '))
  })
})
