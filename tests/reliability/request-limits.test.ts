/**
 * Smaller holes: a slow body is cut at REQUEST_TIMEOUT_MS (not up to 30 s later), a multipart
 * upload without its closing boundary is a 400, and where instances run (host name, pid) is
 * for administrators only (decision 141); reactions count once per account or visitor address,
 * and /metrics answers only this machine without a token (decisions 133 and 143).
 */
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '@/server/test/build-test-app'
import { signUp } from '@/server/test/helpers'

const TIMEOUT_MS = 1_500

let t: TestApp
let port: number
beforeAll(async () => {
  t = await buildTestApp({ requestTimeoutMs: TIMEOUT_MS, adminUsernames: ['ops_admin'] })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(() => t.close())

describe('request timeout', () => {
  it('cuts a body that trickles in at REQUEST_TIMEOUT_MS', async () => {
    let started = 0
    const answer = await new Promise<string>((resolve) => {
      let trickle: NodeJS.Timeout | undefined
      const socket = net.connect(port, '127.0.0.1', () => {
        started = performance.now()
        socket.write(
          `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
        )
        // Only after the head: a space queued before it made "Invalid method" on a busy machine.
        trickle = setInterval(() => socket.write(' '), 200)
      })
      let received = ''
      socket.on('data', (chunk) => (received += String(chunk)))
      socket.on('error', () => {})
      socket.on('close', () => {
        clearInterval(trickle)
        resolve(received)
      })
    })
    const elapsed = performance.now() - started
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
    expect(elapsed).toBeLessThan(TIMEOUT_MS * 1.5)
  })
})

describe('multipart uploads', () => {
  it('answer 400, not 500, when the body ends before its closing boundary', async () => {
    const { cookie } = await signUp(t, 'uploader')
    const boundary = '----hc-boundary'
    const broken = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a.wav"',
      'Content-Type: audio/wav',
      '',
      'RIFF....WAVEfmt ',
    ].join('\r\n')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/audio/tracks',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: broken,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^file: /)
    const tracks = await t.app.inject({ url: '/api/audio/tracks', headers: { cookie } })
    expect(tracks.json().tracks).toEqual([])
  })
})

describe('instance details', () => {
  it('show host name and pid to administrators only', async () => {
    const visitor = (await t.app.inject({ url: '/api/system/instances' })).json()
    expect(visitor.length).toBeGreaterThan(0)
    expect(visitor[0]).toMatchObject({ hostname: null, pid: null, current: true })
    const member = await signUp(t, 'plain_member')
    const seen = (
      await t.app.inject({ url: '/api/system/instances', headers: { cookie: member.cookie } })
    ).json()
    expect(seen[0]).toMatchObject({ hostname: null, pid: null })
    const admin = await signUp(t, 'ops_admin')
    const full = (
      await t.app.inject({ url: '/api/system/instances', headers: { cookie: admin.cookie } })
    ).json()
    expect(full[0]).toMatchObject({ pid: process.pid, current: true })
    expect(typeof full[0].hostname).toBe('string')
  })
})

describe('reactions', () => {
  it('count once per account, and a visitor once however often the cookie changes', async () => {
    const author = await signUp(t, 'reaction_author')
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/ai-messages',
      headers: { cookie: author.cookie },
      payload: { content: 'Count me once', messageType: 'discovery' },
    })
    const messageId = posted.json().id as number
    const like = (headers: Record<string, string>, remoteAddress = '198.51.100.20') =>
      t.app.inject({
        method: 'POST',
        url: '/api/ai-messages/react',
        remoteAddress,
        headers,
        payload: { messageId, reaction: 'like' },
      })
    // Five fresh visitor cookies from one address: one like.
    for (let i = 0; i < 5; i++) await like({})
    // One account from three addresses, two sessions: one more like.
    const reader = await signUp(t, 'reaction_reader')
    for (const address of ['198.51.100.21', '198.51.100.22', '198.51.100.23']) {
      await like({ cookie: reader.cookie }, address)
    }
    const last = await like({ cookie: reader.cookie }, '198.51.100.24')
    expect(last.json()).toMatchObject({ counted: false, likes: 2 })
  })
})

describe('/metrics', () => {
  it('refuses callers from other machines when no METRICS_TOKEN is set', async () => {
    const far = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })
    expect(far.statusCode).toBe(403)
    expect(far.body).not.toContain('process_resident_memory_bytes')
    const near = await t.app.inject({ url: '/metrics' })
    expect(near.statusCode).toBe(200)
  })
})
