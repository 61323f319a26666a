/**
 * Behind a proxy the client address is the right-most one the trusted proxies did not write:
 * an X-Forwarded-For the client makes up cannot choose it, so throttles keep counting
 * (decision 141).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '@/server/config'
import { buildTestApp, type TestApp } from '@/server/test/build-test-app'

const PROXY = '10.0.0.2'
const CLIENT = '203.0.113.7'

/** An app configured from `TRUST_PROXY` as the environment gives it, with a probe of request.ip. */
function appTrusting(value: string) {
  const { trustProxy } = loadConfig({ TRUST_PROXY: value })
  return buildTestApp({ trustProxy }, (app) => {
    app.get('/api/test/client-address', async (request) => ({ ip: request.ip }))
  })
}

const addressSeen = async (t: TestApp, forwardedFor: string, remoteAddress = PROXY) =>
  (
    await t.app.inject({
      url: '/api/test/client-address',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    })
  ).json().ip as string

describe('TRUST_PROXY', () => {
  const apps: TestApp[] = []
  afterAll(() => Promise.all(apps.map((t) => t.close())))
  const build = async (value: string) => {
    const t = await appTrusting(value)
    apps.push(t)
    return t
  }

  it('with a hop count, takes the address the last proxy saw, whatever the client wrote before it', async () => {
    const t = await build('1')
    for (const spoofed of ['198.51.100.1', '198.51.100.2, 198.51.100.3', 'not-an-address'])
      expect(await addressSeen(t, `${spoofed}, ${CLIENT}`)).toBe(CLIENT)
    const two = await build('2')
    expect(await addressSeen(two, `198.51.100.9, ${CLIENT}, 10.0.0.9`)).toBe(CLIENT)
  })

  it('with proxy addresses or CIDRs, takes the right-most address not among them', async () => {
    const t = await build('10.0.0.0/8, 192.168.1.5')
    expect(await addressSeen(t, `198.51.100.1, ${CLIENT}, 192.168.1.5`)).toBe(CLIENT)
    // A caller that is not a listed proxy is the client itself, whatever it forwards.
    expect(await addressSeen(t, `198.51.100.1`, '198.51.100.50')).toBe('198.51.100.50')
  })

  it('off, or false, believes no header', async () => {
    for (const value of ['false', '0']) {
      const t = await build(value)
      expect(await addressSeen(t, `198.51.100.1, ${CLIENT}`)).toBe(PROXY)
    }
  })

  it('refuses values that are none of those', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1, nginx', '-1'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/)
  })
})

describe('the login throttle behind one proxy', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await appTrusting('1')
  })
  afterAll(() => t.close())

  const failedLogin = (n: number, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `198.51.100.${n % 250}, ${client}` },
      // A different unknown account each time: only the address can be what is throttled.
      payload: { username: `nobody_${n}`, password: 'wrong-password-here' },
    })

  it('still counts one client that rotates the left-most X-Forwarded-For', async () => {
    let blockedAfter = 0
    for (let n = 1; n <= 60 && !blockedAfter; n++) {
      const res = await failedLogin(n, CLIENT)
      if (res.statusCode === 429) blockedAfter = n
      else expect(res.statusCode).toBe(401)
    }
    expect(blockedAfter).toBeGreaterThan(1)
    // Another client behind the same proxy is not blocked by it.
    expect((await failedLogin(999, '203.0.113.8')).statusCode).toBe(401)
  })
})
