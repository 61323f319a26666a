import { describe, expect, it } from 'vitest'
import {
  MISCONCEPTION_CATEGORIES,
  MisconceptionSchema,
  searchMisconceptions,
} from '@/shared/misconceptions'
import { misconceptions } from './misconceptions'

describe('misconceptions', () => {
  it('validates every entry, with unique ids, and fills every category', () => {
    for (const item of misconceptions) expect(MisconceptionSchema.parse(item)).toEqual(item)
    expect(new Set(misconceptions.map((item) => item.id)).size).toBe(misconceptions.length)
    for (const category of MISCONCEPTION_CATEGORIES)
      expect(
        misconceptions.some((item) => item.category === category),
        category,
      ).toBe(true)
  })

  it('searches every word, ignoring case and accents, within a category', () => {
    expect(searchMisconceptions(misconceptions, 'HALLUCINATION').map((item) => item.id)).toEqual([
      'ai-is-always-right',
    ])
    expect(searchMisconceptions(misconceptions, 'hallucinatión')).toHaveLength(1)
    expect(searchMisconceptions(misconceptions, 'hallucination chess')).toEqual([])
    expect(searchMisconceptions(misconceptions, '', 'consciousness').length).toBe(
      misconceptions.filter((item) => item.category === 'consciousness').length,
    )
    expect(searchMisconceptions(misconceptions, 'hallucination', 'consciousness')).toEqual([])
  })
})
