import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'
import { signUp } from '../../test/helpers'

// Readers of check results (dashboards, anyone) share runs: a run writes a probe event and
// scans the board, so a visitor must not start one per request (decision 119).
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await buildTestApp({ adminUsernames: ['checks_admin'] })
  admin = (await signUp(t, 'checks_admin')).cookie
})
afterAll(() => t.close())

const probes = async () => {
  const result = await t.app.database.db.execute(
    sql`select count(*)::int as n from event_log where type = 'probe'`,
  )
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n)
}
const get = (url: string) => t.app.inject({ url })
const boardStatus = async () =>
  (await get('/api/system/enhancements'))
    .json()
    .find((e: { component: string }) => e.component === 'Message board').status as string

describe('integrity check results for readers', () => {
  it('come from one run however many read them', async () => {
    const before = await probes()
    const answers = await Promise.all([
      get('/api/system/health'),
      get('/api/system/enhancements'),
      get('/api/agent-zero/checks/results'),
      get('/api/system/health'),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200])
    await get('/api/agent-zero/checks/results')
    expect((await probes()) - before).toBeLessThanOrEqual(1)
  })

  it("show an administrator's run at once", async () => {
    expect(await boardStatus()).toBe('active')
    await t.app.database.db.execute(
      sql`insert into ai_messages (from_agent, to_agent, content, message_type, likes) values ('user', 'all', 'x', 'discovery', 5)`,
    )
    expect(await boardStatus()).toBe('active')
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/agent-zero/checks/run',
      payload: { ids: ['consistency'] },
      headers: { cookie: admin },
    })
    expect(run.statusCode).toBe(200)
    expect(run.json()[0]).toMatchObject({ id: 'consistency', passed: false })
    expect(await boardStatus()).toBe('error')
    const results = (await get('/api/agent-zero/checks/results')).json() as { id: string }[]
    expect(results.map((result) => result.id)).toEqual(t.app.integrity.list().map((c) => c.id))
  })

  it('are worked out again after maintenance', async () => {
    await get('/api/system/health')
    const before = await probes()
    const optimize = await t.app.inject({
      method: 'POST',
      url: '/api/system/optimize',
      headers: { cookie: admin },
    })
    expect(optimize.statusCode).toBe(200)
    await get('/api/system/health')
    expect((await probes()) - before).toBe(1)
  })
})
