import { describe, expect, it } from 'vitest'
import { timeAgo } from './relative-time'

describe('timeAgo', () => {
  const now = Date.parse('2026-11-21T12:00:00Z')
  it('says how long ago, in the largest whole unit', () => {
    expect(timeAgo('2026-11-21T11:59:40Z', now)).toBe('just now')
    expect(timeAgo('2026-11-21T11:57:00Z', now)).toBe('3 minutes ago')
    expect(timeAgo('2026-11-21T10:00:00Z', now)).toBe('2 hours ago')
    expect(timeAgo('2026-11-20T12:00:00Z', now)).toBe('yesterday')
    expect(timeAgo('2026-10-01T12:00:00Z', now)).toBe('2 months ago')
  })
})
