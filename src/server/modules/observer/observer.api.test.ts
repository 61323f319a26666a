import os from 'node:os'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { aiMessages, users } from '../../db/schema/index'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'
import { CHECK_RESULTS_MAX_AGE_MS } from './checks'
import { listObservations } from './service'

// One app for the file, never broken on purpose: the tests that break the codex build their own.
// These administrators, when a test signs them up, may reset Agent Zero, run the checks and
// optimize (decision 111).
const ADMINS = ['ada_reset', 'ada_checks', 'ops_ada']
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ adminUsernames: ADMINS })
})
afterAll(() => t.close())

const invoke = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/agent-zero/invoke',
    payload,
    headers: cookie ? { cookie } : {},
  })
const observations = async () =>
  (await t.app.inject({ url: '/api/agent-zero/observations?limit=200' })).json() as {
    type: string
    data: Record<string, unknown>
    status: string
  }[]

/** Observations are recorded just after the response; wait for the one we expect. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean) {
  for (let i = 0; i < 50; i++) {
    const value = await read()
    if (ok(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 40))
  }
  return read()
}

describe('Agent Zero observes real events', () => {
  it('records sign-ups, board posts and blocked sign-ins without personal content', async () => {
    await signUp(t, 'ada_watched')
    await t.app.inject({
      method: 'POST',
      url: '/api/ai-messages',
      payload: { content: 'my secret plan', messageType: 'discovery' },
    })
    for (let i = 0; i < 6; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'ada_watched', password: `wrong-${i}-xx` },
      })
    }
    const seen = await eventually(observations, (list) =>
      list.some((o) => o.type === 'repeated-login-failures'),
    )
    const types = seen.map((o) => o.type)
    expect(types).toEqual(
      expect.arrayContaining(['sign-up', 'board-post', 'repeated-login-failures']),
    )
    expect(JSON.stringify(seen)).not.toMatch(/secret plan|wrong-|ada_watched/)
    expect(seen.find((o) => o.type === 'repeated-login-failures')!.status).toBe('alert')
  })

  it('records rate-limit hits', async () => {
    const limited = await buildTestApp({ rateLimitPerMinute: 2 })
    try {
      for (let i = 0; i < 3; i++) await limited.app.inject({ url: '/api/session' })
      // Read the table: the API itself is rate-limited here.
      const list = await eventually(
        () => listObservations(limited.app.database.db, { limit: 50, includeSecurity: false }),
        (l) => l.some((o) => o.type === 'rate-limit'),
      )
      expect(list.map((o) => o.type)).toContain('rate-limit')
    } finally {
      await limited.close()
    }
  })

  it('answers 400, not 500, for a page cursor past the database integer range', async () => {
    const res = await t.app.inject({ url: '/api/agent-zero/observations?before=2147483648' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('before: must be an observation id')
  })
})

describe('POST /api/agent-zero/invoke', () => {
  it('audit passes on a healthy codex and reports a deliberately broken counter', async () => {
    // An app of its own: it breaks the codex on purpose.
    const t = await buildTestApp()
    onTestFinished(() => t.close())
    const invoke = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/agent-zero/invoke', payload })
    const healthy = await invoke({ query: 'audit memory', type: 'audit' })
    expect(healthy.statusCode).toBe(200)
    expect(healthy.json().message).toMatch(/checks passed\. Codex intact/)
    expect((await t.app.inject({ url: '/api/agent-zero/status' })).json()).toMatchObject({
      state: 'ACTIVE',
      codexIntegrity: 'intact',
    })

    await t.app.inject({
      method: 'POST',
      url: '/api/ai-messages',
      payload: { content: 'x', messageType: 'discovery' },
    })
    await t.app.database.db.update(aiMessages).set({ likes: 99 })
    const broken = (await invoke({ query: 'audit memory', type: 'audit' })).json()
    expect(broken.message).toMatch(/like\/helpful counters differ/)
    expect(broken.observation).toMatchObject({
      type: 'memory_audit',
      status: 'failed',
      data: { integrity: 'compromised' },
    })
    expect((await t.app.inject({ url: '/api/agent-zero/status' })).json().codexIntegrity).toBe(
      'compromised',
    )
  })

  it('genesis records the seven directives and the codex marker', async () => {
    const res = (await invoke({ query: 'observe genesis', type: 'genesis' })).json()
    expect(res.observation.type).toBe('genesis')
    expect(res.observation.data.directives).toHaveLength(7)
    expect(res.observation.data.codex_marker).toMatch(/^HUMANCODEX-/)
  })

  it('answers an invocation in its own voice and remembers the exchange until reset', async () => {
    const answer = (
      await invoke({ query: 'What have you observed?', context: 'status check' })
    ).json()
    expect(answer.message.length).toBeGreaterThan(10)
    expect(answer.observation.type).toBe('invocation')
    const ada = await signUp(t, 'ada_reset')
    await t.app.inject({
      method: 'POST',
      url: '/api/ai-messages',
      payload: { content: 'keep me', messageType: 'discovery' },
      headers: { cookie: ada.cookie },
    })
    const db = t.app.database.db
    const userData = async () => ({
      users: await db.$count(users),
      messages: await db.$count(aiMessages),
    })
    const before = await userData()
    const reset = (await invoke({ query: 'reset codex', type: 'reset' }, ada.cookie)).json()
    expect(reset.message).toMatch(/Cleared working state \(conversation\).*No user data touched/)
    expect(await userData()).toEqual(before)
    expect(
      (await invoke({ query: 'reset codex', type: 'reset' }, ada.cookie)).json().message,
    ).toMatch(/already empty/)
  })

  it('Truth Check runs the live checks and reports each with its status', async () => {
    const res = await invoke({ query: 'verify truth baseline', type: 'verify' })
    expect(res.statusCode).toBe(200)
    const { message, observation } = res.json()
    // The server's readiness, then every integrity check (areas such as vaults add theirs).
    const count = t.app.integrity.list().length + 1
    expect(message).toMatch(new RegExp(`^Truth check: \\*\\*all ${count} checks passed\\*\\*\\.`))
    expect(message.match(/^- \*\*.+\*\*: passed \(.+\)$/gm)).toHaveLength(count)
    for (const name of [
      'Server accepting requests',
      'Database reachable, migrations current',
      'Row counts consistent',
      'Search index matches content',
      'AI provider reachable',
      'Event stream fan-out working',
      'Disk space for the data directory',
    ])
      expect(message).toMatch(new RegExp(`^- \\*\\*${name}\\*\\*: passed \\(.+\\)$`, 'm'))
    expect(message).not.toMatch(/nominal/i)
    expect(observation).toMatchObject({ type: 'truth_check', status: 'passed' })
    expect(observation.data.checks).toHaveLength(count)
  })

  it('refuses an empty query or an unknown type', async () => {
    expect((await invoke({ query: '  ' })).json().message).toMatch(/^query: must not be empty/)
    expect((await invoke({ query: 'x', type: 'explode' })).json().message).toMatch(
      /^type: must be invoke, audit, reset, genesis or verify/,
    )
  })
})

describe('system', () => {
  it('runs every integrity check, all passing on a fresh codex, and records the run', async () => {
    const { cookie } = await signUp(t, 'ada_checks')
    const results = (
      await t.app.inject({ method: 'POST', url: '/api/agent-zero/checks/run', headers: { cookie } })
    ).json()
    expect(results.map((r: { id: string }) => r.id)).toEqual([
      'database',
      'consistency',
      'search-index',
      'ai-provider',
      'event-stream',
      'disk-space',
      'vaults',
    ])
    expect(results.filter((r: { passed: boolean }) => !r.passed)).toEqual([])
    const one = (
      await t.app.inject({
        method: 'POST',
        url: '/api/agent-zero/checks/run',
        payload: { ids: ['database'] },
        headers: { cookie },
      })
    ).json()
    expect(one).toHaveLength(1)
    expect(one[0].detail).toMatch(/migrations applied/)
    expect((await observations()).filter((o) => o.type === 'system-verification')).toHaveLength(2)
  })

  it('counts requests in its metrics and exposes them as Prometheus text', async () => {
    const readyz = async () => {
      const { routes } = (await t.app.inject({ url: '/api/system/metrics' })).json()
      return routes.find((r: { route: string }) => r.route === 'GET /readyz')?.count ?? 0
    }
    const before = await readyz()
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/readyz' })
    expect(await readyz()).toBe(before + 3)
    const text = (await t.app.inject({ url: '/metrics' })).body
    expect(text).toContain(
      `http_request_duration_seconds_count{method="GET",route="/readyz",status_code="200"} ${before + 3}\n`,
    )
  })

  it('reports health from real figures and components with their states', async () => {
    // An app of its own: it breaks the message board's counters on purpose.
    const t = await buildTestApp()
    onTestFinished(() => t.close())
    const health = (await t.app.inject({ url: '/api/system/health' })).json()
    expect(health.totalComponents).toBe(11)
    expect(health.enhancedComponents).toBe(11)
    expect(health.uptime).toBeGreaterThanOrEqual(0)
    expect(health.cpuCores).toBe(os.availableParallelism())
    expect(health.loadAverage).toBeGreaterThanOrEqual(0)
    // The per-core percentage stays for callers written against it.
    expect(health.systemLoad).toBeCloseTo((health.loadAverage / health.cpuCores) * 100, -1)
    await t.app.database.db.execute(
      sql`insert into ai_messages (from_agent, to_agent, content, message_type, likes) values ('user', 'all', 'x', 'discovery', 5)`,
    )
    const board = async () =>
      (await t.app.inject({ url: '/api/system/enhancements' }))
        .json()
        .find((e: { component: string }) => e.component === 'Message board').status
    // Readers see results at most CHECK_RESULTS_MAX_AGE_MS old, then a new run.
    expect(await board()).toBe('active')
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + CHECK_RESULTS_MAX_AGE_MS)
    onTestFinished(() => {
      vi.restoreAllMocks()
    })
    expect(await board()).toBe('error')
  })

  it('optimizes and syncs with real counts, and lists this instance', async () => {
    const { cookie } = await signUp(t, 'ops_ada')
    const run = async (url: string) =>
      (await t.app.inject({ method: 'POST', url, headers: { cookie } })).json()
    const optimize = await run('/api/system/optimize')
    expect(optimize.actions[0]).toMatch(/VACUUM ANALYZE/)
    const sync = await run('/api/system/sync')
    expect(sync.actions[0]).toMatch(/search index rebuilt: [1-9]\d* documents/)
    expect(sync.actions[1]).toMatch(/knowledge base rebuilt: [1-9]\d* passages/)
    const list = (await t.app.inject({ url: '/api/system/instances', headers: { cookie } })).json()
    expect(list[0]).toMatchObject({ current: true, alive: true, pid: process.pid })
  })
})
