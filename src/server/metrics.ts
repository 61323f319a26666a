import { timingSafeEqual } from 'node:crypto'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

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

/** Request durations from a cached read (about a millisecond) to a streamed chat reply. */
const DURATION_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30,
]

/**
 * Request metrics in memory, per minute for the last 15 minutes: counts, errors and latency
 * samples per route, plus event-loop lag and memory, read by the monitoring screens and system
 * health (`snapshot()`); and the same requests in a prom-client registry for `GET /metrics`:
 * the process and Node.js defaults, a duration histogram by route and status, and the
 * product's own gauges and counters (decision 143).
 */
export class Metrics {
  private readonly buckets: Bucket[] = []
  private readonly loop = monitorEventLoopDelay({ resolution: 20 })
  readonly registry = new Registry()
  private readonly durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer ending, by route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  })

  constructor(private readonly now: () => number = Date.now) {
    this.loop.enable()
    collectDefaultMetrics({ register: this.registry })
  }

  stop() {
    this.loop.disable()
  }

  /** A value read at each scrape of `/metrics` (open event streams, queue depths). */
  gauge(name: string, help: string, read: () => number) {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      collect() {
        this.set(read())
      },
    })
  }

  /**
   * A distribution in seconds (`name` ends in `_seconds`) by one label; returns what observes
   * one, given in milliseconds.
   */
  histogram<L extends string>(
    name: string,
    help: string,
    label: L,
    buckets: number[],
  ): (ms: number, value: string) => void {
    const histogram = new Histogram({
      name,
      help,
      buckets,
      labelNames: [label],
      registers: [this.registry],
    })
    return (ms, value) => histogram.observe({ [label]: value } as Record<L, string>, ms / 1000)
  }

  /** A count that only goes up (`name` ends in `_total`); returns what adds to it. */
  counter(name: string, help: string): () => void {
    const counter = new Counter({ name, help, registers: [this.registry] })
    return () => counter.inc()
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
    this.durations.observe({ method, route, status_code: status }, durationMs / 1000)
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

  /** Prometheus text exposition of the registry. */
  prometheus(): Promise<string> {
    return this.registry.metrics()
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Who may read `/metrics`: with `METRICS_TOKEN` set, a caller sending it as a bearer token;
 * without, only a caller on this machine that no proxy forwarded.
 */
export function metricsAccess(
  request: FastifyRequest,
  token: string | undefined,
): 'allowed' | 'no-token' | 'not-local' {
  if (token) {
    const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? ''
    const [a, b] = [Buffer.from(sent), Buffer.from(token)]
    return a.length === b.length && timingSafeEqual(a, b) ? 'allowed' : 'no-token'
  }
  const forwarded = request.headers['x-forwarded-for'] || request.headers.forwarded
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '') ? 'allowed' : 'not-local'
}

/**
 * `app.metrics`: records every request that reached a route (by its pattern, not its concrete
 * URL), gauges the queues of the plugins it depends on, and answers `GET /metrics`.
 */
export const metricsPlugin = fp(
  async (app) => {
    const metrics = new Metrics()
    app.decorate('metrics', metrics)
    app.addHook('onClose', async () => metrics.stop())
    registerMetrics(app, metrics)
  },
  { name: 'metrics', dependencies: ['config', 'background', 'events', 'agent-replies'] },
)

function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched'
    metrics.record(route, request.method, reply.statusCode, reply.elapsedTime)
    done()
  })
  metrics.gauge(
    'humancodex_agent_reply_queue_depth',
    'Agent replies to broadcasts waiting or running.',
    () => app.agentReplies.pending,
  )
  metrics.gauge(
    'humancodex_background_writes_pending',
    'Fire-and-forget database writes not finished yet.',
    () => app.background.size,
  )
  metrics.gauge(
    'humancodex_event_subscribers',
    'Listeners of live events in this process (event streams and observers).',
    () => app.events.subscriberCount,
  )
  const published = metrics.counter(
    'humancodex_events_published_total',
    'Live events this instance published.',
  )
  app.events.onLocalPublish(() => published())
  // Every writer of every instance waits on the event lock while one publish stores its event:
  // the time to store is the lock's cost (decision 279).
  const timed = metrics.histogram(
    'humancodex_event_publish_seconds',
    'Time to store one live event (the event lock waited for and held), by outcome: stored or failed.',
    'outcome',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
  )
  app.events.onPublishTimed((ms, stored) => timed(ms, stored ? 'stored' : 'failed'))
  metrics.gauge(
    'humancodex_event_lock_timeouts',
    'Publishes since the start that gave up waiting for the event lock (their request answered 503).',
    () => app.events.lockTimeouts,
  )
  app.get(
    '/metrics',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      const access = metricsAccess(request, app.config.metricsToken)
      if (access === 'no-token')
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ message: 'The metrics need the bearer token set in METRICS_TOKEN.' })
      if (access === 'not-local')
        return reply.code(403).send({
          message: 'The metrics answer only on this machine unless METRICS_TOKEN is set.',
        })
      return reply.type(metrics.registry.contentType).send(await metrics.prometheus())
    },
  )
}
