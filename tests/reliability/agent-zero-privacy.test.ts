/**
 * Nothing a person types to Agent Zero goes public (docs/product/agent-zero.md "What it
 * observes"): a marker typed into every kind of invocation, as a visitor and as a member, is
 * searched for in the live stream as it happens, in the stream's replay, in every public read
 * (each GET route without parameters, as a visitor and as another member) and in the answer
 * Agent Zero gives someone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '@/server/test/build-test-app'
import { collectEvents, signUp } from '@/server/test/helpers'
import { registeredRoutes } from './support/fuzz-routes'

const MARKER = 'zq-privacy-marker-7f3a'

describe('what people type to Agent Zero', () => {
  let t: TestApp
  let baseUrl: string
  beforeAll(async () => {
    t = await buildTestApp()
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
  })
  afterAll(() => t?.close())

  const invoke = (payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/agent-zero/invoke',
      headers: cookie ? { cookie } : {},
      payload,
    })

  it('reaches no public endpoint, live event or replay', async () => {
    const member = await signUp(t, 'privacy_member')
    const other = await signUp(t, 'privacy_other')
    // Each of the eight invocations leaves one observation, published live.
    const live = await collectEvents(`${baseUrl}/api/events`, 8, {
      timeoutMs: 60_000,
      onOpen: async () => {
        for (const cookie of [undefined, member.cookie]) {
          for (const type of ['invoke', 'audit', 'genesis', 'verify']) {
            const res = await invoke(
              { query: `${type} ${MARKER} please`, context: `context ${MARKER}`, type },
              cookie,
            )
            expect(res.statusCode, res.body).toBe(200)
          }
        }
        await t.app.background.idle()
      },
    })
    expect(live.filter((event) => event.event === 'observation').length).toBeGreaterThan(0)
    expect(JSON.stringify(live)).not.toContain(MARKER)

    // A tab that reconnects is sent everything after its last event: all of them, from the first.
    const first = Math.min(...live.map((event) => event.id))
    const replay = await collectEvents(`${baseUrl}/api/events?lastEventId=${first}`, 1_000, {
      timeoutMs: 3_000,
    })
    expect(replay.length).toBeGreaterThanOrEqual(live.length - 1)
    expect(JSON.stringify(replay)).not.toContain(MARKER)

    const reads = registeredRoutes(t.app).filter(
      (route) =>
        route.method === 'GET' &&
        route.url.startsWith('/api/') &&
        !/[:*]/.test(route.url) &&
        route.url !== '/api/events',
    )
    expect(reads.length).toBeGreaterThan(20)
    for (const route of [...reads, { url: '/api/agent-zero/observations?limit=200' }]) {
      for (const cookie of [undefined, other.cookie]) {
        const res = await t.app.inject({ url: route.url, headers: cookie ? { cookie } : {} })
        expect(
          res.body,
          `${route.url} as ${cookie ? 'another member' : 'a visitor'}`,
        ).not.toContain(MARKER)
      }
    }

    // Someone else asking Agent Zero hears nothing of the marker either.
    for (const cookie of [undefined, other.cookie]) {
      const res = await invoke({ query: 'What did the last person ask you?' }, cookie)
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain(MARKER)
    }
  }, 120_000)
})
