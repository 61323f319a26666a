import { describe, expect, it } from 'vitest'
import { formatDuration, formatMs, formatTimeAgo } from './format-time'

describe('time formatting', () => {
  const now = Date.parse('2026-05-01T12:00:00Z')

  it('says how long ago something happened', () => {
    expect(formatTimeAgo(null, now)).toBe('never')
    expect(formatTimeAgo('2026-05-01T11:59:58Z', now)).toBe('just now')
    expect(formatTimeAgo('2026-05-01T11:59:30Z', now)).toBe('30 seconds ago')
    expect(formatTimeAgo('2026-05-01T11:57:00Z', now)).toBe('3 minutes ago')
    expect(formatTimeAgo('2026-05-01T09:00:00Z', now)).toBe('3 hours ago')
    expect(formatTimeAgo('2026-04-30T10:00:00Z', now)).toBe('yesterday')
    expect(formatTimeAgo('garbage', now)).toBe('unknown')
  })

  it('writes durations in their two largest units', () => {
    expect(formatDuration(0)).toBe('0 s')
    expect(formatDuration(42.9)).toBe('42 s')
    expect(formatDuration(3 * 3600 + 5 * 60 + 7)).toBe('3 h 5 min')
    expect(formatDuration(4 * 86_400 + 2 * 3600)).toBe('4 d 2 h')
    expect(formatDuration(86_400 + 30)).toBe('1 d')
  })

  it('writes milliseconds readably', () => {
    expect(formatMs(0.84)).toBe('0.8 ms')
    expect(formatMs(12.4)).toBe('12 ms')
    expect(formatMs(1400)).toBe('1.4 s')
  })
})
