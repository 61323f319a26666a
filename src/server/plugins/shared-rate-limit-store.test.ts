import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryRateLimitStore } from './shared-rate-limit-store'

const counts = (store: MemoryRateLimitStore, key: string, times: number, window = 60_000) => {
  const seen: { current: number; ttl: number }[] = []
  for (let i = 0; i < times; i++) store.incr(key, (_error, result) => seen.push(result!), window)
  return seen
}

describe('MemoryRateLimitStore', () => {
  afterEach(() => vi.useRealTimers())

  it('hands each request of a burst its own count', () => {
    const seen = counts(new MemoryRateLimitStore(), 'a', 3)
    expect(seen.map((result) => result.current)).toEqual([1, 2, 3])
    expect(seen.every((result) => result.ttl > 0 && result.ttl <= 60_000)).toBe(true)
  })

  it('starts a key’s window at its first request and a new one once it has ended', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-27T10:00:59Z'))
    const store = new MemoryRateLimitStore()
    counts(store, 'a', 2)
    vi.setSystemTime(new Date('2026-11-27T10:01:30Z'))
    // Past the clock's minute, still inside the window the first request began.
    expect(counts(store, 'a', 1)[0]).toEqual({ current: 3, ttl: 29_000 })
    expect(counts(store, 'b', 1)[0]!.current).toBe(1)
    vi.setSystemTime(new Date('2026-11-27T10:02:00Z'))
    expect(counts(store, 'a', 1)[0]).toEqual({ current: 1, ttl: 60_000 })
  })
})
