import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'

const WINDOW_MINUTES = 15
const SAMPLES_PER_MINUTE = 2000

interface Bucket {
  minute: number
  count: number
  errors: number
  durations: number[]
  routes: Map<string, { count: number; errors: number; durations: number[] }>
}

export interface MetricsSnapshot {
  windowMinutes: number
  requests: number
  errors: number
  errorRate: number
  p50: number
  p95: number
  p99: number
  requestsPerMinute: { minute: string; count: number; errors: number; p95: number }[]
  routes: { route: string; count: number; errors: number; p50: number; p99: number }[]
  eventLoopLagMs: number
  memory: { rssMb: number; heapUsedMb: number; heapTotalMb: number }
  uptimeSeconds: number
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const round = (n: number) => Math.round(n * 100) / 100

/**
 * Request metrics in memory, per minute for the last 15 minutes: counts, errors and latency
 * samples per route, plus event-loop lag and memory. Read by the monitoring screens, system
 * health and `GET /metrics` (Prometheus text).
 */
export class Metrics {
  private readonly buckets: Bucket[] = []
  private readonly totals = new Map<string, number>()
  private readonly loop = monitorEventLoopDelay({ resolution: 20 })
  private readonly gauges = new Map<string, { help: string; read: () => number }>()

  constructor(private readonly now: () => number = Date.now) {
    this.loop.enable()
  }

  stop() {
    this.loop.disable()
  }

  /** A value read at each scrape of `/metrics` (open event streams and the like). */
  gauge(name: string, help: string, read: () => number) {
    this.gauges.set(name, { help, read })
  }

  record(route: string, method: string, status: number, durationMs: number) {
    const minute = Math.floor(this.now() / 60_000)
    let bucket = this.buckets.at(-1)
    if (!bucket || bucket.minute !== minute) {
      bucket = { minute, count: 0, errors: 0, durations: [], routes: new Map() }
      this.buckets.push(bucket)
      while (this.buckets.length > WINDOW_MINUTES) this.buckets.shift()
    }
    const isError = status >= 500
    bucket.count++
    if (isError) bucket.errors++
    if (bucket.durations.length < SAMPLES_PER_MINUTE) bucket.durations.push(durationMs)
    const key = `${method} ${route}`
    const perRoute = bucket.routes.get(key) ?? { count: 0, errors: 0, durations: [] }
    perRoute.count++
    if (isError) perRoute.errors++
    if (perRoute.durations.length < SAMPLES_PER_MINUTE) perRoute.durations.push(durationMs)
    bucket.routes.set(key, perRoute)
    const totalKey = `${method}|${route}|${status}`
    this.totals.set(totalKey, (this.totals.get(totalKey) ?? 0) + 1)
  }

  snapshot(): MetricsSnapshot {
    const oldest = Math.floor(this.now() / 60_000) - WINDOW_MINUTES + 1
    const buckets = this.buckets.filter((b) => b.minute >= oldest)
    const durations = buckets.flatMap((b) => b.durations)
    const requests = buckets.reduce((sum, b) => sum + b.count, 0)
    const errors = buckets.reduce((sum, b) => sum + b.errors, 0)
    const routes = new Map<string, { count: number; errors: number; durations: number[] }>()
    for (const bucket of buckets) {
      for (const [key, value] of bucket.routes) {
        const merged = routes.get(key) ?? { count: 0, errors: 0, durations: [] }
        merged.count += value.count
        merged.errors += value.errors
        merged.durations.push(...value.durations)
        routes.set(key, merged)
      }
    }
    const memory = process.memoryUsage()
    return {
      windowMinutes: WINDOW_MINUTES,
      requests,
      errors,
      errorRate: requests ? round(errors / requests) : 0,
      p50: round(percentile(durations, 50)),
      p95: round(percentile(durations, 95)),
      p99: round(percentile(durations, 99)),
      requestsPerMinute: buckets.map((b) => ({
        minute: new Date(b.minute * 60_000).toISOString(),
        count: b.count,
        errors: b.errors,
        p95: round(percentile(b.durations, 95)),
      })),
      routes: [...routes]
        .map(([route, value]) => ({
          route,
          count: value.count,
          errors: value.errors,
          p50: round(percentile(value.durations, 50)),
          p99: round(percentile(value.durations, 99)),
        }))
        .sort((a, b) => b.count - a.count),
      eventLoopLagMs: round(this.loop.mean / 1e6 || 0),
      memory: {
        rssMb: round(memory.rss / 2 ** 20),
        heapUsedMb: round(memory.heapUsed / 2 ** 20),
        heapTotalMb: round(memory.heapTotal / 2 ** 20),
      },
      uptimeSeconds: Math.round(process.uptime()),
    }
  }

  /** Prometheus text exposition: counters since start, gauges and window quantiles. */
  prometheus(): string {
    const snap = this.snapshot()
    const lines = [
      '# HELP humancodex_http_requests_total HTTP requests since start, by route and status.',
      '# TYPE humancodex_http_requests_total counter',
    ]
    for (const [key, value] of this.totals) {
      const [method, route, status] = key.split('|')
      lines.push(
        `humancodex_http_requests_total{method="${method}",route="${route}",status="${status}"} ${value}`,
      )
    }
    lines.push(
      `# HELP humancodex_http_request_duration_ms Request duration over the last ${WINDOW_MINUTES} minutes.`,
      '# TYPE humancodex_http_request_duration_ms summary',
      `humancodex_http_request_duration_ms{quantile="0.5"} ${snap.p50}`,
      `humancodex_http_request_duration_ms{quantile="0.95"} ${snap.p95}`,
      `humancodex_http_request_duration_ms{quantile="0.99"} ${snap.p99}`,
      `humancodex_http_request_duration_ms_count ${snap.requests}`,
      '# TYPE humancodex_event_loop_lag_ms gauge',
      `humancodex_event_loop_lag_ms ${snap.eventLoopLagMs}`,
      '# TYPE humancodex_memory_rss_bytes gauge',
      `humancodex_memory_rss_bytes ${Math.round(snap.memory.rssMb * 2 ** 20)}`,
      '# TYPE humancodex_memory_heap_used_bytes gauge',
      `humancodex_memory_heap_used_bytes ${Math.round(snap.memory.heapUsedMb * 2 ** 20)}`,
      '# TYPE humancodex_uptime_seconds gauge',
      `humancodex_uptime_seconds ${snap.uptimeSeconds}`,
    )
    for (const [name, gauge] of this.gauges) {
      lines.push(`# HELP ${name} ${gauge.help}`, `# TYPE ${name} gauge`, `${name} ${gauge.read()}`)
    }
    return `${lines.join('\n')}\n`
  }
}

/** Records every request that reached a route (by its pattern, not its concrete URL). */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    metrics.record(route, request.method, reply.statusCode, reply.elapsedTime)
  })
  app.get(
    '/metrics',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (_request, reply) =>
      reply.type('text/plain; version=0.0.4; charset=utf-8').send(metrics.prometheus()),
  )
}
