import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../test/build-test-app'

let t: TestApp
let origin: string
beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(() => t.close())

/** What every answer carries, page or API (decision 122). */
const ALWAYS = [
  'content-security-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
]
/** Headers that only mean something for a document the browser renders. */
const PAGE_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection']
const RATE_LIMIT = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']

describe('security headers worked out once at start', () => {
  it('go on API answers, errors and hijacked event streams, loading nothing', async () => {
    const json = await fetch(`${origin}/api/ai-agents`)
    const missing = await fetch(`${origin}/api/no-such-thing`)
    const controller = new AbortController()
    const stream = await fetch(`${origin}/api/events`, { signal: controller.signal })
    controller.abort()
    expect([json.status, missing.status, stream.status]).toEqual([200, 404, 200])
    for (const res of [json, missing, stream]) {
      for (const name of ALWAYS) expect(res.headers.get(name), name).toBeTruthy()
      for (const name of [...PAGE_ONLY, ...RATE_LIMIT, 'x-powered-by'])
        expect(res.headers.get(name), name).toBeNull()
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
      expect(res.headers.get('x-frame-options')).toBe('DENY')
    }
  })

  it("give pages the document's policy, the API documentation included", async () => {
    for (const url of ['/healthz', '/api/docs/']) {
      const res = await fetch(`${origin}${url}`)
      expect(res.status, url).toBe(200)
      for (const name of [...ALWAYS, ...PAGE_ONLY]) expect(res.headers.get(name), name).toBeTruthy()
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("frame-ancestors 'self'")
    }
  })

  it('tell the rate limit when it is reached, not on every answer', async () => {
    const limited = await buildTestApp({ rateLimitPerMinute: 2 })
    try {
      const answers = []
      for (let i = 0; i < 3; i++) answers.push(await limited.app.inject({ url: '/api/session' }))
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 429])
      for (const res of answers.slice(0, 2))
        for (const name of RATE_LIMIT) expect(res.headers[name], name).toBeUndefined()
      const refused = answers[2]!
      for (const name of [...RATE_LIMIT, 'retry-after'])
        expect(refused.headers[name], name).toBeDefined()
      expect(refused.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/)
    } finally {
      await limited.close()
    }
  })
})
