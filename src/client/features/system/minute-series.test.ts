import { describe, expect, it } from 'vitest'
import type { MetricsSnapshot } from './api/get-metrics'
import { minuteSeries } from './minute-series'

const snapshot = (rows: MetricsSnapshot['requestsPerMinute']): MetricsSnapshot => ({
  windowMinutes: 4,
  requests: 0,
  errors: 0,
  errorRate: 0,
  p50: 0,
  p95: 0,
  p99: 0,
  requestsPerMinute: rows,
  routes: [],
  eventLoopLagMs: 0,
  memory: { rssMb: 0, heapUsedMb: 0, heapTotalMb: 0 },
  uptimeSeconds: 0,
})

describe('requests per minute', () => {
  it('fills the minutes without requests and ends with the current minute', () => {
    const now = Date.parse('2026-05-01T12:03:30Z')
    const rows = minuteSeries(
      snapshot([
        { minute: '2026-05-01T12:00:00.000Z', count: 4, errors: 1, p95: 12 },
        { minute: '2026-05-01T12:02:00.000Z', count: 2, errors: 0, p95: 3 },
      ]),
      now,
    )
    expect(rows.map((r) => new Date(r.minute).toISOString().slice(11, 16))).toEqual([
      '12:00',
      '12:01',
      '12:02',
      '12:03',
    ])
    expect(rows.map((r) => [r.count, r.errors, r.p95])).toEqual([
      [4, 1, 12],
      [0, 0, null],
      [2, 0, 3],
      [0, 0, null],
    ])
  })

  it('trusts the server when its clock is ahead of the browser', () => {
    const rows = minuteSeries(
      snapshot([{ minute: '2026-05-01T12:10:00.000Z', count: 1, errors: 0, p95: 1 }]),
      Date.parse('2026-05-01T12:08:00Z'),
    )
    expect(new Date(rows.at(-1)!.minute).toISOString()).toBe('2026-05-01T12:10:00.000Z')
    expect(rows).toHaveLength(4)
  })
})
