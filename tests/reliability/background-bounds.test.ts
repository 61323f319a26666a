/**
 * Background AI work is bounded: visitors' broadcasts are limited per address, the reply queue
 * has a size limit that a flood cannot pass, a newcomer still gets its reply, and the depth is
 * a metric. The flood below (500 broadcasts) queued 2,500 AI jobs before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_WAITING_REPLIES } from '@/server/modules/communication/agent-replies'
import { loadConfig } from '@/server/config'
import { buildTestApp, type TestApp } from '@/server/test/build-test-app'
import { signUp } from '@/server/test/helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 1_000_000 })
})
afterAll(() => t.close())

const broadcast = (remoteAddress: string, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/ai-communication/broadcast',
    remoteAddress,
    headers,
    payload: { message: `hello from ${remoteAddress}` },
  })

describe('visitor broadcasts', () => {
  it('are limited per address, with Retry-After; another address and members are not held by it', async () => {
    const statuses = []
    for (let i = 0; i < 8; i++) statuses.push((await broadcast('198.51.100.1')).statusCode)
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    expect(statuses.slice(5)).toEqual([429, 429, 429])
    const refused = await broadcast('198.51.100.1')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await broadcast('198.51.100.2')).statusCode).toBe(201)
    const { cookie } = await signUp(t, 'broadcaster')
    const member = []
    for (let i = 0; i < 8; i++)
      member.push((await broadcast('198.51.100.3', { cookie })).statusCode)
    expect(member.every((status) => status === 201)).toBe(true)
    await t.app.agentReplies.drained()
  })
})

describe('the AI reply queue', () => {
  // The offline engine at its production pace: about eight replies a second.
  let slow: TestApp
  beforeAll(async () => {
    const defaults = loadConfig({})
    slow = await buildTestApp({
      rateLimitPerMinute: 1_000_000,
      ai: { ...defaults.ai, offlineChunkDelayMs: 15 },
    })
  })
  // Closing waits up to 5 s for the replies still queued, then goes on.
  afterAll(() => slow.close())

  it('stays bounded under a flood from many addresses, shows its depth, and keeps a place for a newcomer', async () => {
    let deepest = 0
    const watch = setInterval(() => (deepest = Math.max(deepest, slow.app.agentReplies.pending)), 1)
    try {
      // All at once, as a script would: each broadcast queues a reply from every AI agent.
      const flood = await Promise.all(
        Array.from({ length: 500 }, (_, i) =>
          broadcast(`10.1.0.${i % 100}`, {}, slow).then((res) => {
            deepest = Math.max(deepest, slow.app.agentReplies.pending)
            return res.statusCode
          }),
        ),
      )
      expect(flood.every((status) => status === 201)).toBe(true)
      // Two replies run while the limit waits.
      expect(deepest).toBeLessThanOrEqual(MAX_WAITING_REPLIES + 2)
      expect(deepest).toBeGreaterThan(MAX_WAITING_REPLIES / 2)
      const metrics = await slow.app.inject({ url: '/metrics' })
      const depth = Number(/^humancodex_agent_reply_queue_depth (\d+)/m.exec(metrics.body)?.[1])
      expect(depth).toBeGreaterThan(0)
      expect(depth).toBeLessThanOrEqual(MAX_WAITING_REPLIES + 2)

      // Someone new, while the queue is full: their reply gets a place (a flooder's goes).
      const sent = await slow.app.inject({
        method: 'POST',
        url: '/api/ai-communication/send',
        remoteAddress: '192.0.2.77',
        payload: { content: 'Are you there, Eve?', toAgent: 'eve' },
      })
      expect(sent.statusCode).toBe(201)
      expect(slow.app.agentReplies.waitingFor('192.0.2.77')).toBe(1)
      expect(slow.app.agentReplies.pending).toBeLessThanOrEqual(MAX_WAITING_REPLIES + 2)
    } finally {
      clearInterval(watch)
    }
  })
})
