/**
 * A web client on another origin calls /v1 from a real browser with a person's key: Chromium
 * enforces CORS itself, so what it lets the page read is what CORS_ORIGINS allows (decision 207).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../src/server/test/build-test-app'
import { signUp } from '../../src/server/test/helpers'
import { launchBrowser } from '../e2e/support/browser'

/** A page server standing in for someone's own web client, on a port of its own. */
async function pageServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>client</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

describe('CORS on the OpenAI-compatible API, in Chromium', () => {
  let allowed: Awaited<ReturnType<typeof pageServer>>
  let other: Awaited<ReturnType<typeof pageServer>>
  let t: TestApp
  let apiBase: string
  let key: string
  let browser: Browser
  beforeAll(async () => {
    ;[allowed, other] = await Promise.all([pageServer(), pageServer()])
    t = await buildTestApp({ corsOrigins: [allowed.origin] })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    apiBase = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1`
    const { cookie } = await signUp(t, 'cors_client')
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'web client' },
      headers: { cookie },
    })
    key = made.json().key
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await t?.close()
    await Promise.all([allowed?.close(), other?.close()])
  })

  /** What a page at `origin` reads from /v1/models with the key, as the OpenAI SDK asks. */
  async function listFrom(origin: string): Promise<string> {
    const page = await browser.newPage()
    try {
      await page.goto(origin)
      return await page.evaluate(
        async ({ url, apiKey }) => {
          try {
            const res = await fetch(url, {
              headers: { authorization: `Bearer ${apiKey}`, 'x-stainless-lang': 'js' },
            })
            const body = (await res.json()) as { data: { id: string }[] }
            return `${res.status} ${body.data.map((model) => model.id).join(',')}`
          } catch (error) {
            return `blocked: ${(error as Error).message}`
          }
        },
        { url: `${apiBase}/models`, apiKey: key },
      )
    } finally {
      await page.close()
    }
  }

  it('lets a listed origin read the models with a key, preflight and all', async () => {
    expect(await listFrom(allowed.origin)).toMatch(/^200 adam,eve,eva,alex/)
  })

  it('streams a chat completion to a listed origin, chunk by chunk, with the headers a client reads', async () => {
    const page = await browser.newPage()
    try {
      await page.goto(allowed.origin)
      const read = await page.evaluate(
        async ({ url, apiKey }) => {
          const res = await fetch(url, {
            method: 'POST',
            headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              model: 'eva',
              stream: true,
              messages: [{ role: 'user', content: 'What can I do here?' }],
            }),
          })
          const reader = res.body!.getReader()
          const decoder = new TextDecoder()
          let text = ''
          let reads = 0
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            reads++
            text += decoder.decode(value, { stream: true })
          }
          return {
            status: res.status,
            type: res.headers.get('content-type'),
            requestId: res.headers.get('x-request-id'),
            reads,
            text,
          }
        },
        { url: `${apiBase}/chat/completions`, apiKey: key },
      )
      expect(read.status).toBe(200)
      expect(read.type).toMatch(/^text\/event-stream/)
      expect(read.requestId).toMatch(/^req_/)
      const events = read.text
        .split('\n\n')
        .filter((block) => block.startsWith('data: '))
        .map((block) => block.slice('data: '.length))
      expect(events.at(-1)).toBe('[DONE]')
      const deltas = events
        .slice(0, -1)
        .map((data) => (JSON.parse(data) as { choices: { delta: { content?: string } }[] }).choices)
        .map((choices) => choices[0]?.delta.content ?? '')
      expect(deltas.filter(Boolean).length).toBeGreaterThan(1)
      expect(deltas.join('').length).toBeGreaterThan(20)
    } finally {
      await page.close()
    }
  })

  it('keeps every other origin out', async () => {
    expect(await listFrom(other.origin)).toMatch(/^blocked/)
  })

  it('answers a refused preflight 403 and a listed one 204 with the asked headers', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/v1/chat/completions',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type, x-stainless-os',
        },
      })
    const ok = await preflight(allowed.origin)
    expect(ok.statusCode).toBe(204)
    expect(ok.headers['access-control-allow-origin']).toBe(allowed.origin)
    expect(ok.headers['access-control-allow-headers']).toBe(
      'authorization, content-type, x-stainless-os',
    )
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined()
    const refused = await preflight(other.origin)
    expect(refused.statusCode).toBe(403)
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
    // The site's own API is not opened by CORS_ORIGINS.
    const site = await t.app.inject({
      method: 'GET',
      url: '/api/ai-agents',
      headers: { origin: allowed.origin },
    })
    expect(site.headers['access-control-allow-origin']).toBeUndefined()
  })
})
