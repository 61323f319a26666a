import { describe, expect, it } from 'vitest'
import { FactSchema, QuoteSchema, quoteOfTheDay } from '@/shared/widgets'
import { catFacts, facts, quotes } from './widgets'

describe('widget sample data', () => {
  it('validates every quote, fact and cat fact', () => {
    expect(quotes.length).toBeGreaterThan(5)
    for (const quote of quotes) expect(QuoteSchema.parse(quote)).toEqual(quote)
    for (const fact of [...facts, ...catFacts]) expect(FactSchema.parse(fact)).toEqual(fact)
    expect(new Set(quotes.map((quote) => quote.text)).size).toBe(quotes.length)
  })

  it('keeps the quote of the day all day and changes it the next day', () => {
    const morning = quoteOfTheDay(quotes, new Date('2026-12-01T00:01:00Z'))
    expect(quoteOfTheDay(quotes, new Date('2026-12-01T23:59:00Z'))).toBe(morning)
    expect(quoteOfTheDay(quotes, new Date('2026-12-02T00:01:00Z'))).not.toBe(morning)
  })
})
