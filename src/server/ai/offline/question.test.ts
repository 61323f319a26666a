import { describe, expect, it } from 'vitest'
import { intentOf, isFollowUp, keyTerms, retrievalQuery } from './question'

describe('questions', () => {
  it('knows what kind of fact is asked for', () => {
    expect(intentOf('How much is the woodworking course?')).toMatchObject({ price: true })
    expect(intentOf('Who teaches it?')).toMatchObject({ who: true, price: false })
    expect(intentOf('How many conversations a day?')).toMatchObject({ count: true })
  })

  it('reads no topic into a contraction, a negation or a closing quote', () => {
    expect(keyTerms("What's the 'good night' here? I don't know, it's Lena's")).toEqual([
      'good',
      'night',
      'lena',
    ])
  })

  it('tells a follow-up from a question that stands alone', () => {
    expect(isFollowUp('and what does it cost?')).toBe(true)
    expect(isFollowUp('Who teaches it?')).toBe(true)
    expect(isFollowUp('How much?')).toBe(true)
    expect(isFollowUp('Which experts are premium only?')).toBe(false)
  })

  it("carries the previous turns' topic into a follow-up's query", () => {
    const query = retrievalQuery([
      { role: 'system', content: 'You are eva.' },
      { role: 'user', content: 'Tell me about meditation' },
      { role: 'assistant', content: 'The mindfulness course …' },
      { role: 'user', content: 'and what does it cost?' },
    ])
    expect(query.topic).toEqual(['meditation'])
    expect(query.query).toMatch(/meditation.*cost/)
    expect(query.message).toBe('and what does it cost?')
  })

  it('leaves a question that stands alone as it is, with synonyms added', () => {
    const query = retrievalQuery([{ role: 'user', content: 'What does the Pro plan cost?' }])
    expect(query.topic).toEqual([])
    expect(query.query).toMatch(/^What does the Pro plan cost\? .*price/)
  })
})
