import { describe, expect, it } from 'vitest'
import { timeAgo } from './time-ago'

describe('timeAgo', () => {
  const now = Date.UTC(2026, 10, 21, 12)
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo(now - 20_000, now)).toBe('just now')
    expect(timeAgo(now - 3 * 60_000, now)).toBe('3 minutes ago')
    expect(timeAgo(now - 2 * 3_600_000 - 5, now)).toBe('2 hours ago')
    expect(timeAgo(now - 86_400_000, now)).toBe('yesterday')
  })
})
