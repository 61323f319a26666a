import { describe, expect, it } from 'vitest'
import { VersionedCache } from './versioned-cache'

describe('VersionedCache', () => {
  it('drops a read that raced a forget, and keeps the next one', () => {
    const cache = new VersionedCache<number, string>()
    const readAt = cache.begin()
    cache.forget(1)
    cache.set(1, 'old', readAt)
    expect(cache.get(1)).toBeUndefined()
    cache.set(1, 'new', cache.begin())
    expect(cache.get(1)).toBe('new')
  })

  it('forgets one key, or the entries that match', () => {
    const cache = new VersionedCache<number, string>()
    for (const [key, value] of [
      [1, 'a'],
      [2, 'b'],
      [3, 'ab'],
    ] as const)
      cache.set(key, value, cache.begin())
    cache.forget(1)
    expect(cache.get(1)).toBeUndefined()
    cache.forgetWhere((value) => value.includes('a'))
    expect([cache.get(2), cache.get(3)]).toEqual(['b', undefined])
  })

  it('keeps at most its limit, dropping the oldest entry', () => {
    const cache = new VersionedCache<number, string>(2)
    for (const key of [1, 2, 3]) cache.set(key, String(key), cache.begin())
    expect(cache.size).toBe(2)
    expect(cache.get(1)).toBeUndefined()
    expect(cache.get(3)).toBe('3')
  })
})
