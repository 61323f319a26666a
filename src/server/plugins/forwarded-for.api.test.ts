import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { authFailures } from '../db/schema/index'
import { buildTestApp, type TestApp } from '../test/build-test-app'

// With TRUST_PROXY=true a client writes X-Forwarded-For itself: only an address may come of it.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ trustProxy: loadConfig({ TRUST_PROXY: 'true' }).trustProxy })
})
afterAll(() => t.close())

describe('X-Forwarded-For', () => {
  it('gives the security trail an address, never text a client wrote', async () => {
    const forged = 'admin logged in from <script>alert(1)</script>'
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forged },
        payload: { username: 'nobody_forged', password: 'wrong-password-1' },
      })
      expect(res.statusCode).toBe(401)
    }
    const behindForged = await t.app.inject({
      url: '/api/login',
      method: 'POST',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': `${forged}, 198.51.100.4` },
      payload: { username: 'nobody_forged', password: 'wrong-password-1' },
    })
    expect(behindForged.statusCode).toBe(401)
    const keys = (await t.app.database.db.select().from(authFailures)).map((row) => row.key)
    expect(keys.join('\n')).not.toMatch(/script|admin logged/)
    expect(keys).toContain('login:ip:10.0.0.2')
    expect(keys).toContain('login:ip:198.51.100.4')
  })
})
