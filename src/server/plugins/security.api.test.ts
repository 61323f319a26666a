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

const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
]

describe('security headers worked out once at start', () => {
  it('go on JSON replies, errors and hijacked event streams alike', async () => {
    const json = await fetch(`${origin}/api/ai-agents`)
    const missing = await fetch(`${origin}/api/no-such-thing`)
    const controller = new AbortController()
    const stream = await fetch(`${origin}/api/events`, { signal: controller.signal })
    controller.abort()
    expect([json.status, missing.status, stream.status]).toEqual([200, 404, 200])
    for (const res of [json, missing, stream]) {
      for (const name of HELMET_HEADERS) expect(res.headers.get(name), name).toBeTruthy()
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
      expect(res.headers.get('x-powered-by')).toBeNull()
    }
  })
})
