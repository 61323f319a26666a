import fs from 'node:fs'
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './test/build-test-app'

const TOKEN = 'a-long-enough-metrics-token'

/** What `promtool check metrics` asks of an exposition, on the parsed families. */
function lint(families: MetricFamily[]): string[] {
  const problems: string[] = []
  for (const family of families) {
    const { name, type } = family
    if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(name)) problems.push(`${name}: not a valid name`)
    if (name !== name.toLowerCase()) problems.push(`${name}: not snake_case`)
    if (!family.help.trim()) problems.push(`${name}: no HELP`)
    if (type === 'UNTYPED') problems.push(`${name}: no TYPE`)
    if (type === 'COUNTER' && !name.endsWith('_total'))
      problems.push(`${name}: counter without _total`)
    if (/_(ms|milliseconds|kb|mb|minutes)(_|$)/.test(name))
      problems.push(`${name}: not in base units (seconds, bytes)`)
  }
  return problems
}

/**
 * Every histogram series of the raw text: buckets cumulative, ending at +Inf, which equals its
 * `_count` (the parser folds labelled histograms together, so these are read from the text).
 */
function histogramProblems(text: string): string[] {
  const series = new Map<string, { bounds: [number, number][]; count?: number }>()
  for (const [, name, labels, value] of text.matchAll(
    /^(\w+)_(?:bucket|count)\{([^}]*)\} (\S+)$/gm,
  )) {
    const le = /(?:^|,)le="([^"]+)"/.exec(labels!)?.[1]
    const others = labels!.split(',').filter((label) => !label.startsWith('le='))
    const key = `${name}{${others.join(',')}}`
    const entry = series.get(key) ?? { bounds: [] }
    if (le) entry.bounds.push([le === '+Inf' ? Infinity : Number(le), Number(value)])
    else entry.count = Number(value)
    series.set(key, entry)
  }
  const problems: string[] = []
  for (const [key, { bounds, count }] of series) {
    if (!bounds.length) continue
    bounds.sort(([a], [b]) => a - b)
    if (bounds.at(-1)![0] !== Infinity) problems.push(`${key}: no +Inf bucket`)
    if (bounds.some(([, n], i) => i > 0 && n < bounds[i - 1]![1]))
      problems.push(`${key}: buckets not cumulative`)
    if (bounds.at(-1)![1] !== count) problems.push(`${key}: +Inf is not the count`)
  }
  return problems
}

describe('/metrics', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const scrapeText = async () => {
    const res = await t.app.inject({ url: '/metrics' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    return res.body
  }
  const scrape = async () => parsePrometheusTextFormat(await scrapeText())
  const family = (families: MetricFamily[], name: string) => families.find((f) => f.name === name)

  it('passes the exposition checks: names, units, HELP and TYPE on every family', async () => {
    await t.app.inject({ url: '/api/ai-agents' })
    const text = await scrapeText()
    const families = parsePrometheusTextFormat(text)
    expect(lint(families)).toEqual([])
    expect(histogramProblems(text)).toEqual([])
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(family(families, name), name).toBeDefined()
    for (const name of [
      'humancodex_sse_connections',
      'humancodex_agent_reply_queue_depth',
      'humancodex_background_writes_pending',
    ])
      expect(family(families, name)?.type, name).toBe('GAUGE')
    expect(family(families, 'humancodex_events_published_total')?.type).toBe('COUNTER')
    const durations = family(families, 'http_request_duration_seconds')
    expect(durations?.type).toBe('HISTOGRAM')
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/ai-agents",status_code="200"\} [1-9]/m,
    )
  })

  it('has every series the shipped Grafana dashboard charts', async () => {
    const names = new Set((await scrape()).map((f) => f.name))
    const dashboard = fs.readFileSync('docs/grafana-dashboard.json', 'utf8')
    const charted = dashboard.match(/\b(http|process|nodejs|humancodex)_\w+/g) ?? []
    expect(charted.length).toBeGreaterThan(10)
    for (const name of new Set(charted))
      expect(names.has(name.replace(/_(bucket|count|sum)$/, '')), name).toBe(true)
  })

  it('counts requests by route pattern in counts that only go up', async () => {
    const count = async () =>
      Number(
        /^http_request_duration_seconds_count\{method="GET",route="\/readyz",status_code="200"\} (\d+)$/m.exec(
          await scrapeText(),
        )?.[1] ?? 0,
      )
    const before = await count()
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/readyz' })
    expect(await count()).toBe(before + 3)
    expect(await count()).toBe(before + 3)
  })

  it('counts the live events this instance publishes', async () => {
    const published = async () =>
      Number(family(await scrape(), 'humancodex_events_published_total')?.metrics[0]?.value)
    const before = await published()
    await t.app.events.publish('probe', { at: 0 })
    expect(await published()).toBe(before + 1)
  })

  it('without METRICS_TOKEN, answers only callers on this machine that no proxy forwarded', async () => {
    const far = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' })
    expect(far.statusCode).toBe(403)
    expect(far.json().message).toMatch(/METRICS_TOKEN/)
    const proxied = await t.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    expect(proxied.statusCode).toBe(403)
  })
})

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: TOKEN })
  })
  afterAll(() => t.close())

  it('asks for the bearer token, from anywhere', async () => {
    const none = await t.app.inject({ url: '/metrics' })
    expect(none.statusCode).toBe(401)
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/)
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    })
    expect(wrong.statusCode).toBe(401)
    const right = await t.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(right.statusCode).toBe(200)
    expect(right.body).toContain('# TYPE http_request_duration_seconds histogram')
  })
})
