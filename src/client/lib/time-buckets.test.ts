import { describe, expect, it } from 'vitest'
import { bucketSizeFor, countByBucket, DAY_MS, HOUR_MS, keepTop, MINUTE_MS } from './time-buckets'

const at = (iso: string) => Date.parse(iso)

describe('time buckets', () => {
  it('chooses 10-minute, hourly or daily buckets by span', () => {
    expect(bucketSizeFor(0)).toBe(10 * MINUTE_MS)
    expect(bucketSizeFor(3 * HOUR_MS)).toBe(10 * MINUTE_MS)
    expect(bucketSizeFor(3 * HOUR_MS + 1)).toBe(HOUR_MS)
    expect(bucketSizeFor(3 * DAY_MS)).toBe(HOUR_MS)
    expect(bucketSizeFor(10 * DAY_MS)).toBe(DAY_MS)
  })

  it('counts items per group and bucket, ending with the bucket that holds the end', () => {
    const items = [
      { t: '2026-05-01T10:05:00Z', g: 'adam' },
      { t: '2026-05-01T10:59:59Z', g: 'adam' },
      { t: '2026-05-01T11:00:00Z', g: 'eve' },
      { t: '2026-05-01T12:30:00Z', g: 'adam' },
      { t: '2026-05-01T08:59:00Z', g: 'eve' }, // before the first bucket
      { t: '2026-05-01T13:00:00Z', g: 'eve' }, // after the last
      { t: 'not a time', g: 'eve' },
    ]
    const { starts, counts } = countByBucket(items, {
      at: (item) => at(item.t),
      group: (item) => item.g,
      size: HOUR_MS,
      end: at('2026-05-01T12:45:00Z'),
      count: 3,
    })
    expect(starts.map((s) => new Date(s).toISOString())).toEqual([
      '2026-05-01T10:00:00.000Z',
      '2026-05-01T11:00:00.000Z',
      '2026-05-01T12:00:00.000Z',
    ])
    expect(Object.fromEntries(counts)).toEqual({ adam: [2, 0, 1], eve: [0, 1, 0] })
  })

  it('starts days at local midnight', () => {
    const offsetMs = 2 * HOUR_MS // UTC+2: local midnight is 22:00 UTC
    const { starts, counts } = countByBucket(
      [{ t: '2026-05-01T21:30:00Z' }, { t: '2026-05-01T22:30:00Z' }],
      {
        at: (item) => at(item.t),
        group: () => 'all',
        size: DAY_MS,
        end: at('2026-05-02T06:00:00Z'),
        count: 2,
        offsetMs,
      },
    )
    expect(starts.map((s) => new Date(s).toISOString())).toEqual([
      '2026-04-30T22:00:00.000Z',
      '2026-05-01T22:00:00.000Z',
    ])
    expect(counts.get('all')).toEqual([1, 1])
  })

  it('keeps the largest groups and sums the rest as other', () => {
    const counts = new Map([
      ['a', [1, 0]],
      ['b', [5, 5]],
      ['c', [0, 2]],
      ['d', [1, 1]],
    ])
    expect(keepTop(counts, 2)).toEqual([
      ['b', [5, 5]],
      ['c', [0, 2]],
      ['other', [2, 1]],
    ])
    expect(keepTop(counts, 4).map(([key]) => key)).toEqual(['b', 'c', 'd', 'a'])
  })
})
