import type { MetricsSnapshot } from './api/get-metrics'

export interface MinuteRow {
  minute: number
  count: number
  errors: number
  /** null for a minute without requests. */
  p95: number | null
}

/**
 * The metrics window minute by minute, oldest first, ending with the newest minute reported
 * (or the current one): minutes without requests are not in the server's list and get zeros.
 */
export function minuteSeries(snapshot: MetricsSnapshot, now: number): MinuteRow[] {
  const reported = new Map(
    snapshot.requestsPerMinute.map((row) => [Date.parse(row.minute), row] as const),
  )
  const latest = Math.max(Math.floor(now / 60_000) * 60_000, ...reported.keys())
  return Array.from({ length: snapshot.windowMinutes }, (_, i) => {
    const minute = latest - (snapshot.windowMinutes - 1 - i) * 60_000
    const row = reported.get(minute)
    return {
      minute,
      count: row?.count ?? 0,
      errors: row?.errors ?? 0,
      p95: row && row.count > 0 ? row.p95 : null,
    }
  })
}
