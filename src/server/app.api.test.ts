import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { z } from 'zod'
import { precompressDir } from '../../scripts/build/precompress'
import { buildTestApp, type TestApp } from './test/build-test-app'

describe('the app', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('answers /healthz after a database round-trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe('ok')
    expect(body.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite')
    expect(body.databaseLatencyMs).toBeGreaterThanOrEqual(0)
  })

  it('answers /readyz, and 503 once shutting down', async () => {
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' })
    t.app.lifecycle.shuttingDown = true
    const res = await t.app.inject({ url: '/readyz' })
    t.app.lifecycle.shuttingDown = false
    expect(res.statusCode).toBe(503)
  })

  it('answers unknown API paths with 404 JSON, never the page', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(res.json()).toEqual({ message: `Route ${method} /api/no-such-thing not found` })
    }
  })

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(doc.paths['/healthz'].get.responses['200']).toBeDefined()
    const ui = await t.app.inject({ url: '/api/docs/' })
    expect(ui.statusCode).toBe(200)
    expect(ui.headers['content-type']).toMatch(/text\/html/)
  })

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ url: '/healthz' })
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/) // a page, not an API answer
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('input validation', () => {
  let t: TestApp
  beforeAll(async () => {
    // A route added for this test shows the contract every real route follows.
    t = await buildTestApp({}, (app) => {
      app.post(
        '/api/probe',
        { schema: { body: z.object({ name: z.string().min(3) }) } },
        async (request) => ({ hello: request.body.name }),
      )
    })
  })
  afterAll(() => t.close())

  it('answers 400 with a message naming the field', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/probe', payload: { name: 'ab' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^name: /)
    const missing = await t.app.inject({ method: 'POST', url: '/api/probe', payload: {} })
    expect(missing.json().message).toMatch(/^name: /)
  })

  it('answers 400 for a body that is not valid JSON', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    })
    expect(broken.statusCode).toBe(400)
    expect(typeof broken.json().message).toBe('string')
  })

  it('passes valid input through', async () => {
    const good = await t.app.inject({ method: 'POST', url: '/api/probe', payload: { name: 'abc' } })
    expect(good.json()).toEqual({ hello: 'abc' })
  })
})

describe('NUL characters', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({}, (app) => {
      app.post('/api/probe/:name', async () => ({ ok: true }))
      app.get('/api/probe/:name', async () => ({ ok: true }))
    })
  })
  afterAll(() => t.close())

  const post = (url: string, payload: object | string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } })

  it('are refused with 400 naming where: body (at any depth), query string or path', async () => {
    const inBody = await post('/api/probe/a', { note: { tags: ['fine', 'b\u0000d'] } })
    expect(inBody.statusCode).toBe(400)
    expect(inBody.json()).toEqual({ message: 'note.tags.1: must not contain NUL characters' })
    const inQuery = await post('/api/probe/a?q=x%00y', {})
    expect(inQuery.json()).toEqual({ message: 'q: must not contain NUL characters' })
    const inPath = await post('/api/probe/a%00b', {})
    expect(inPath.json()).toEqual({ message: 'name: must not contain NUL characters' })
    const asKey = await post('/api/probe/a', '{"a":{"b\\u0000":1}}')
    expect(asKey.statusCode).toBe(400)
    // As deep as a body may be (64, decision 226): still found and named.
    const deep = await post('/api/probe/a', '['.repeat(60) + '"\\u0000"' + ']'.repeat(60))
    expect(deep.statusCode).toBe(400)
    expect(deep.json().message).toMatch(/^0(\.0){59}: must not contain NUL characters$/)
    expect((await post('/api/probe/a', { note: 'fine' })).json()).toEqual({ ok: true })
  })

  it('are refused in a read without a body too, in its query string or path', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url })
    expect((await get('/api/probe/a?q=x%00y')).json()).toEqual({
      message: 'q: must not contain NUL characters',
    })
    expect((await get('/api/probe/a%00b')).json()).toEqual({
      message: 'name: must not contain NUL characters',
    })
    expect((await get('/api/probe/a?q=x%2500y')).json()).toEqual({ ok: true })
  })
})

describe('rate limiting', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ rateLimitPerMinute: 60 })
  })
  afterAll(() => t.close())

  it('answers 429 with Retry-After and a message once a route is over its budget', async () => {
    // Sign-in costs the most: a thirtieth of the read budget, here 2 a minute.
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x', password: 'y' } })
    expect((await login()).statusCode).not.toBe(429)
    expect((await login()).statusCode).not.toBe(429)
    const res = await login()
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json().message).toMatch(/Too many requests/)
  })

  it('keeps reads generous, each route on its own budget', async () => {
    for (let i = 0; i < 40; i++)
      expect((await t.app.inject({ url: '/api/session' })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/ai-agents' })).statusCode).toBe(200)
  })

  it('never limits health checks', async () => {
    for (let i = 0; i < 70; i++)
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200)
  })
})

const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `console.log(${i})`).join('\n')

describe('the built client', () => {
  let t: TestApp
  let clientDir: string
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-client-'))
    fs.mkdirSync(path.join(clientDir, 'assets'))
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>')
    fs.writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)')
    fs.writeFileSync(path.join(clientDir, 'assets', 'big-abc123.js'), BIG_SCRIPT)
    await precompressDir(clientDir)
    t = await buildTestApp({ clientDir, rateLimitPerMinute: 2 })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(clientDir, { recursive: true, force: true })
  })

  it('serves index.html for client routes, revalidated', async () => {
    const res = await t.app.inject({ url: '/agents' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toContain('id="root"')
  })

  it('answers discovery documents and other methods on /mcp as what they are, not the page', async () => {
    const discovery = await t.app.inject({ url: '/.well-known/oauth-protected-resource/mcp' })
    expect(discovery.statusCode).toBe(404)
    expect(discovery.headers['content-type']).toMatch(/application\/json/)
    const put = await t.app.inject({ method: 'PUT', url: '/mcp', payload: {} })
    expect(put.statusCode).toBe(405)
    expect(put.headers.allow).toBe('GET, POST, DELETE')
    expect(put.json()).toMatchObject({ jsonrpc: '2.0', error: { message: /PUT is not allowed/ } })
  })

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/main-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends the brotli or gzip copy the browser accepts, and says it varies', async () => {
    const url = '/assets/big-abc123.js'
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT)
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 3)
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT)
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.body).toBe(BIG_SCRIPT)
  })

  it('sends a file that compresses to nothing smaller as it is', async () => {
    const res = await t.app.inject({
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toBe('console.log(1)')
  })

  it('never rate limits the files or the page shell, only the API', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.app.inject({ url: '/assets/big-abc123.js' })).statusCode).toBe(200)
      expect((await t.app.inject({ url: '/agents' })).statusCode).toBe(200)
      expect((await t.app.inject({ url: '/' })).statusCode).toBe(200)
    }
    const api = []
    for (let i = 0; i < 3; i++) api.push((await t.app.inject({ url: '/api/session' })).statusCode)
    expect(api).toEqual([200, 200, 429])
  })

  it('answers a missing file with 404, not the page', async () => {
    const res = await t.app.inject({ url: '/assets/missing-000.js' })
    expect(res.statusCode).toBe(404)
  })
})
