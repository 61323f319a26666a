import { describe, expect, it } from 'vitest'
import { DailyCounts, utcDay } from './daily-counts'

const noon = new Date('2026-11-24T12:00:00Z')
const day = utcDay(noon)

describe('DailyCounts', () => {
  it('reserves up to the limit, counting reservations still in flight', () => {
    const counts = new DailyCounts(3)
    expect([1, 2, 3, 4].map(() => counts.reserve('visitor:a', noon))).toEqual([
      true,
      true,
      true,
      false,
    ])
    // Another subject has its own count.
    expect(counts.reserve('visitor:b', noon)).toBe(true)
  })

  it('keeps what the database answered: a confirmed count, or the limit when it refused', () => {
    const counts = new DailyCounts(10)
    expect(counts.reserve('user:1', noon)).toBe(true)
    // Another instance had counted eight already: the database says nine.
    counts.confirm('user:1', day, 9)
    expect(counts.reserve('user:1', noon)).toBe(true)
    expect(counts.reserve('user:1', noon)).toBe(false)
    counts.refuse('user:1', day)
    expect(counts.reserve('user:1', noon)).toBe(false)
  })

  it('gives a reservation back when its write failed', () => {
    const counts = new DailyCounts(1)
    expect(counts.reserve('user:2', noon)).toBe(true)
    expect(counts.reserve('user:2', noon)).toBe(false)
    counts.release('user:2', day)
    expect(counts.reserve('user:2', noon)).toBe(true)
  })

  it('starts again on the next UTC day, and ignores answers about the day before', () => {
    const counts = new DailyCounts(1)
    expect(counts.reserve('user:3', noon)).toBe(true)
    const tomorrow = new Date('2026-11-25T00:00:01Z')
    expect(counts.reserve('user:3', tomorrow)).toBe(true)
    counts.refuse('user:3', day)
    expect(counts.reserve('user:3', tomorrow)).toBe(false)
  })

  it('forgets the oldest subject past its size, which is then asked of the database again', () => {
    const counts = new DailyCounts(1, 2)
    counts.reserve('a', noon)
    counts.reserve('b', noon)
    counts.reserve('c', noon)
    expect(counts.reserve('a', noon)).toBe(true)
    expect(counts.reserve('c', noon)).toBe(false)
  })
})
