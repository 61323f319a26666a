import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFERENCES } from '@/shared/preferences'
import { PersonalCache } from './personal-cache'

describe('PersonalCache', () => {
  it('hands out entries nobody can change in place', () => {
    const cache = new PersonalCache()
    const facts = ['x']
    cache.set(1, { facts, preferences: DEFAULT_PREFERENCES }, cache.begin())
    facts.push('y')
    const entry = cache.get(1)!
    expect(entry.facts).toEqual(['x'])
    expect(Object.isFrozen(entry.facts)).toBe(true)
    expect(Object.isFrozen(entry)).toBe(true)
  })
})
