import { describe, expect, it } from 'vitest'
import { Metrics, percentile } from './metrics'

describe('Metrics', () => {
  it('computes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1)
    expect([percentile(values, 50), percentile(values, 95), percentile(values, 99)]).toEqual([
      50, 95, 99,
    ])
    expect(percentile([], 99)).toBe(0)
  })

  it('keeps a 15-minute window of counts, errors and latency per route', async () => {
    let now = Date.UTC(2026, 10, 21, 10, 0)
    const metrics = new Metrics(() => now)
    for (let i = 1; i <= 10; i++) metrics.record('/api/x', 'GET', i === 10 ? 500 : 200, i)
    now += 5 * 60_000
    metrics.record('/api/y', 'POST', 201, 40)
    let snap = metrics.snapshot()
    expect(snap).toMatchObject({ requests: 11, errors: 1, errorRate: 0.09 })
    expect(snap.routes[0]).toMatchObject({ route: 'GET /api/x', count: 10, errors: 1, p50: 5 })
    now += 11 * 60_000
    snap = metrics.snapshot()
    expect(snap.requests).toBe(1)
    // The Prometheus counts are since start, never a window.
    expect(await metrics.prometheus()).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/x",status_code="500"\} 1\n/,
    )
    metrics.stop()
  })
})
