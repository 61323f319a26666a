import { describe, expect, it } from 'vitest'
import { HOUR_MS, MINUTE_MS } from '@/client/lib/time-buckets'
import { activitySeries } from './activity-series'

const now = Date.parse('2026-05-01T12:00:00Z')

describe('activity over time', () => {
  it('uses six 10-minute buckets for fresh activity and keeps the largest groups', () => {
    const items = [
      { at: now - 5 * MINUTE_MS, group: 'adam' },
      { at: now - 5 * MINUTE_MS, group: 'adam' },
      { at: now - 15 * MINUTE_MS, group: 'eve' },
      { at: now - 15 * MINUTE_MS, group: 'agent-zero' },
    ]
    const series = activitySeries(items, now, { top: 2 })
    expect(series.size).toBe(10 * MINUTE_MS)
    expect(series.starts).toHaveLength(6)
    expect(series.starts.at(-1)).toBe(now)
    expect(series.rows).toEqual([
      ['adam', [0, 0, 0, 0, 2, 0]],
      ['agent-zero', [0, 0, 0, 1, 0, 0]],
      ['other', [0, 0, 0, 1, 0, 0]],
    ])
    expect(series.totals).toEqual([
      ['adam', 2],
      ['agent-zero', 1],
      ['eve', 1],
    ])
  })

  it('switches to hours for a day of activity, covering the oldest item', () => {
    const items = [
      { at: now - 20 * HOUR_MS, group: 'genesis' },
      { at: now - 30 * MINUTE_MS, group: 'chat' },
    ]
    const series = activitySeries(items, now)
    expect(series.size).toBe(HOUR_MS)
    expect(series.starts).toHaveLength(21)
    const total = series.rows.flatMap(([, row]) => row).reduce((a, b) => a + b, 0)
    expect(total).toBe(2)
  })

  it('has empty buckets and no rows without activity', () => {
    const series = activitySeries([], now)
    expect(series.starts).toHaveLength(6)
    expect(series.rows).toEqual([])
    expect(series.totals).toEqual([])
  })
})
