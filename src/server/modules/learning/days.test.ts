import { describe, expect, it } from 'vitest'
import { addDays, computeStreak, dayKey, daysBetween } from './days'

describe('calendar days', () => {
  it('names the day of an instant in a time zone', () => {
    const instant = new Date('2026-03-01T23:30:00Z')
    expect(dayKey(instant)).toBe('2026-03-01')
    expect(dayKey(instant, 'Europe/Berlin')).toBe('2026-03-02')
    expect(dayKey(instant, 'America/Los_Angeles')).toBe('2026-03-01')
    expect(dayKey(new Date('2026-03-02T04:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-01')
  })

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ])
  })
})

describe('learning streak', () => {
  const days = (...keys: string[]) => new Set(keys)

  it('counts consecutive days ending today', () => {
    expect(computeStreak(days('2026-05-08', '2026-05-09', '2026-05-10'), '2026-05-10')).toBe(3)
  })

  it('stops at the first day without activity', () => {
    expect(
      computeStreak(days('2026-05-06', '2026-05-08', '2026-05-09', '2026-05-10'), '2026-05-10'),
    ).toBe(3)
  })

  it('still stands on yesterday while today has no activity yet', () => {
    expect(computeStreak(days('2026-05-08', '2026-05-09'), '2026-05-10')).toBe(2)
  })

  it('is broken after a whole day without activity', () => {
    expect(computeStreak(days('2026-05-07', '2026-05-08'), '2026-05-10')).toBe(0)
    expect(computeStreak(days(), '2026-05-10')).toBe(0)
  })

  it('runs across a month boundary', () => {
    expect(computeStreak(days('2026-04-29', '2026-04-30', '2026-05-01'), '2026-05-01')).toBe(3)
  })
})
