/**
 * Every `/api` check reads one normalised path, and the request must be addressed to us: a
 * percent-encoded or dot-segmented `/api`, an absolute-form request line, a foreign Host (DNS
 * rebinding) or a foreign Origin reach no route (decision 138). Sent over real sockets, byte
 * for byte, as an attacker would.
 */
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '@/server/config'
import { buildTestApp, type TestApp } from '@/server/test/build-test-app'
import { rawRequest } from './support/raw-http'

async function listening(overrides: Partial<Config> = {}) {
  const t = await buildTestApp(overrides)
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  return { ...t, port: (t.app.server.address() as AddressInfo).port }
}

const post = (content: string) => JSON.stringify({ content, messageType: 'announcement' })
const CROSS_SITE = 'http://evil.example'

let t: Awaited<ReturnType<typeof listening>>
beforeAll(async () => {
  t = await listening()
})
afterAll(() => t.close())

async function boardSize(app: TestApp['app']) {
  const res = await app.inject({ url: '/api/ai-messages?limit=100' })
  return (res.json() as unknown[]).length
}

describe('one normalised path for every /api check', () => {
  const variants = [
    '/%61pi/ai-messages',
    '/%2fapi/ai-messages',
    '/%2Fapi/ai-messages',
    '//api/ai-messages',
    '///api/ai-messages',
    '/./api/ai-messages',
    '/x/../api/ai-messages',
    '/%2e/api/ai-messages',
    '/%2E%2E/api/ai-messages',
    '/\\api/ai-messages',
  ]

  it('refuses every encoded or dot-segmented /api from another site, and stores nothing', async () => {
    const before = await boardSize(t.app)
    for (const target of variants) {
      for (const body of [post('from elsewhere'), post('nul \u0000 inside')]) {
        const res = await rawRequest(t.port, {
          method: 'POST',
          target,
          headers: { origin: CROSS_SITE },
          body,
        })
        expect(res.status, target).toBe(400)
        expect(res.body, target).toMatch(/written plainly/)
      }
    }
    expect(await boardSize(t.app)).toBe(before)
  })

  it('refuses them from our own pages too: the router must never see another path than the checks', async () => {
    const before = await boardSize(t.app)
    for (const target of variants) {
      const res = await rawRequest(t.port, {
        method: 'POST',
        target,
        headers: { origin: `http://127.0.0.1:${t.port}` },
        body: post('same site, odd path'),
      })
      expect(res.status, target).toBe(400)
    }
    expect(await boardSize(t.app)).toBe(before)
  })

  it('still treats a plain /api the usual way: cross-site 403, same-site 201, encoded ids fine', async () => {
    const cross = await rawRequest(t.port, {
      method: 'POST',
      target: '/api/ai-messages',
      headers: { origin: CROSS_SITE },
      body: post('cross'),
    })
    expect(cross.status).toBe(403)
    const own = await rawRequest(t.port, {
      method: 'POST',
      target: '/api/ai-messages',
      headers: { origin: `http://127.0.0.1:${t.port}` },
      body: post('own'),
    })
    expect(own.status).toBe(201)
    // Encoding inside the API path is the router's business, and the API headers still apply.
    const encodedInside = await rawRequest(t.port, { method: 'GET', target: '/api/ai-%61gents' })
    expect(encodedInside.status).toBe(200)
    expect(encodedInside.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })

  it('keeps premium-only routes premium-only under an encoded route name', async () => {
    const res = await t.app.inject({ url: '/api/%63onversations' })
    expect([401, 403]).toContain(res.statusCode)
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'plain_one', email: 'p@example.com', password: 'long-enough-password' },
    })
    const cookie = `hc_session=${signedIn.cookies.find((c) => c.name === 'hc_session')!.value}`
    const encoded = await t.app.inject({ url: '/api/%63onversations', headers: { cookie } })
    expect(encoded.statusCode).toBe(403)
  })
})

describe('absolute-form request targets', () => {
  it('are refused before any route, whatever the Origin', async () => {
    const before = await boardSize(t.app)
    for (const origin of [CROSS_SITE, `http://127.0.0.1:${t.port}`]) {
      const res = await rawRequest(t.port, {
        method: 'POST',
        target: `http://127.0.0.1:${t.port}/api/ai-messages`,
        headers: { origin },
        body: post('absolute'),
      })
      expect(res.status).toBe(400)
      expect(res.body).toMatch(/absolute URLs are refused/)
    }
    expect(await boardSize(t.app)).toBe(before)
  })
})

describe('the Host allow-list', () => {
  it('refuses a DNS-rebinding name even when Origin matches it, and changes nothing', async () => {
    const before = await boardSize(t.app)
    const rebound = `rebind.evil.example:${t.port}`
    const res = await rawRequest(t.port, {
      method: 'POST',
      target: '/api/ai-messages',
      headers: { host: rebound, origin: `http://${rebound}` },
      body: post('rebinding'),
    })
    expect(res.status).toBe(421)
    const read = await rawRequest(t.port, {
      method: 'GET',
      target: '/api/me',
      headers: { host: rebound },
    })
    expect(read.status).toBe(421)
    expect(await boardSize(t.app)).toBe(before)
  })

  it('answers addresses and localhost, and /healthz to them', async () => {
    for (const host of [`127.0.0.1:${t.port}`, `localhost:${t.port}`, `[::1]:${t.port}`]) {
      const res = await rawRequest(t.port, { method: 'GET', target: '/healthz', headers: { host } })
      expect(res.status, host).toBe(200)
    }
  })

  it('answers the names configured in ALLOWED_HOSTS and PUBLIC_ORIGIN', async () => {
    const named = await listening({
      allowedHosts: ['codex.internal'],
      publicOrigin: 'https://codex.example',
    })
    try {
      for (const host of ['codex.internal', 'codex.example', 'CODEX.example:443']) {
        const res = await rawRequest(named.port, {
          method: 'GET',
          target: '/api/ai-agents',
          headers: { host },
        })
        expect(res.status, host).toBe(200)
      }
      const other = await rawRequest(named.port, {
        method: 'GET',
        target: '/api/ai-agents',
        headers: { host: 'other.example' },
      })
      expect(other.status).toBe(421)
    } finally {
      await named.close()
    }
  })
})

describe('Origin against PUBLIC_ORIGIN', () => {
  it('accepts writes only from the configured public origin', async () => {
    const pinned = await listening({ publicOrigin: 'https://codex.example' })
    try {
      const tries = [
        { origin: 'https://codex.example', status: 201 },
        { origin: 'http://codex.example', status: 403 },
        { origin: 'https://codex.example:8443', status: 403 },
        { origin: `http://127.0.0.1:${pinned.port}`, status: 403 },
      ]
      for (const { origin, status } of tries) {
        const res = await rawRequest(pinned.port, {
          method: 'POST',
          target: '/api/ai-messages',
          headers: { host: 'codex.example', origin },
          body: post(`from ${origin}`),
        })
        expect(res.status, origin).toBe(status)
      }
    } finally {
      await pinned.close()
    }
  })
})
