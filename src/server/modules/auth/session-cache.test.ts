import { describe, expect, it } from 'vitest'
import { SessionCache, type CachedSession } from './session-cache'

const entry = (userId: number): CachedSession => ({
  user: {
    id: userId,
    username: `u${userId}`,
    email: `u${userId}@example.com`,
    isPremium: false,
    role: 'member',
    createdAt: '2026-11-21T00:00:00.000Z',
  },
  persistent: false,
  lastSeenAt: 0,
  expiresAt: 1,
})

describe('SessionCache', () => {
  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache()
    cache.set('a', entry(1), cache.begin())
    cache.set('b', entry(1), cache.begin())
    cache.set('c', entry(2), cache.begin())
    cache.forget('a')
    expect(cache.get('a')).toBeUndefined()
    cache.forgetUser(1)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('c')?.user.id).toBe(2)
  })

  it('does not store a read that began before a forget', () => {
    const cache = new SessionCache()
    const readAt = cache.begin()
    cache.forgetUser(1)
    cache.set('a', entry(1), readAt)
    expect(cache.get('a')).toBeUndefined()
  })

  it('drops the oldest entry when full', () => {
    const cache = new SessionCache(2)
    for (const key of ['a', 'b', 'c']) cache.set(key, entry(1), cache.begin())
    expect(cache.size).toBe(2)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('c')).toBeDefined()
  })
})
