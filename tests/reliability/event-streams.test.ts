/**
 * Live event streams cannot take the server down, and a client that was away gets what it
 * missed or is told to refetch, never silence (decision 139).
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '@/server/test/build-test-app'
import { eventLog } from '@/server/db/schema/index'
import { collectEvents } from '@/server/test/helpers'
import { boardMessage } from '@/shared/test-board-message'
import { spawnServer, type ServerProcess } from './support/crash-server'

interface Opened {
  status: number
  retryAfter?: string
  close(): void
}

/** Opens `/api/events` and resolves with its status once the headers are in; keeps it open. */
function openStream(baseUrl: string, localAddress = '127.0.0.1'): Promise<Opened> {
  let closing = false
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events`, { localAddress, agent: false }, (res) => {
      res.resume()
      // Ending a stream from this side resets it; that is expected, not a failure.
      res.on('error', () => {})
      resolve({
        status: res.statusCode ?? 0,
        retryAfter: res.headers['retry-after'],
        close: () => {
          closing = true
          request.destroy()
        },
      })
    })
    request.on('error', (error) => {
      if (!request.destroyed || !closing) reject(error)
    })
  })
}

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

describe('stream caps on the real server with a 512 open-files limit', () => {
  let server: ServerProcess
  let dataDir: string
  const streams: Opened[] = []
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-streams-'))
    const template = process.env.HC_E2E_DB_TEMPLATE
    if (template && fs.existsSync(template))
      fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true })
    server = await spawnServer(dataDir, { EVENT_STREAMS_PER_ADDRESS: '1000' }, { openFiles: 512 })
  })
  afterAll(async () => {
    for (const stream of streams) stream.close()
    await server?.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('refuses streams past the cap with 429 and Retry-After, and keeps answering everything else', async () => {
    // 512 open files less 384 kept for the database, files and requests: 128 streams.
    for (let i = 0; i < 128; i++) {
      const stream = await openStream(server.baseUrl)
      streams.push(stream)
      expect(stream.status, `stream ${i + 1}`).toBe(200)
    }
    for (let i = 0; i < 20; i++) {
      const refused = await openStream(server.baseUrl)
      refused.close()
      expect(refused.status).toBe(429)
      expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    }
    const health = await fetch(`${server.baseUrl}/healthz`)
    expect(health.status).toBe(200)
    expect((await fetch(`${server.baseUrl}/api/ai-agents`)).status).toBe(200)
    // A stream that ends frees its place.
    streams.pop()!.close()
    expect(
      await until(async () => {
        const again = await openStream(server.baseUrl)
        if (again.status === 200) streams.push(again)
        else again.close()
        return again.status === 200
      }),
    ).toBe(true)
  })
})

describe('streams per address, and resuming', () => {
  let t: TestApp
  let baseUrl: string
  let sent = 0
  const message = (content: string) => boardMessage({ id: ++sent, content })
  beforeAll(async () => {
    t = await buildTestApp({ eventStreams: { perAddress: 3, max: 50 } })
    await t.app.listen({ host: '0.0.0.0', port: 0 })
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  })
  afterAll(() => t.close())

  it('holds one address to its share and lets another address in', async () => {
    const mine = [await openStream(baseUrl), await openStream(baseUrl), await openStream(baseUrl)]
    try {
      expect(mine.map((s) => s.status)).toEqual([200, 200, 200])
      const fourth = await openStream(baseUrl)
      fourth.close()
      expect(fourth.status).toBe(429)
      expect(fourth.retryAfter).toBeTruthy()
      const neighbour = await openStream(baseUrl, '127.0.0.2')
      neighbour.close()
      expect(neighbour.status).toBe(200)
    } finally {
      for (const stream of mine) stream.close()
    }
  })

  it('replays a gap of far more than the stream buffer, in order, without a repeat', async () => {
    const first = await t.app.events.publish('probe', { at: 0 })
    const filler = 'x'.repeat(1500)
    // Stored as a burst of other writers would store them; a replay reads only the log.
    const rows = await t.app.database.db
      .insert(eventLog)
      .values(
        Array.from({ length: 300 }, (_, i) => ({
          type: 'message',
          data: message(`${i} ${filler}`),
        })),
      )
      .returning({ id: eventLog.id })
    const ids = rows.map((row) => row.id)
    const events = await collectEvents(`${baseUrl}/api/events`, ids.length, {
      headers: { 'last-event-id': String(first) },
      timeoutMs: 20_000,
    })
    expect(events.map((event) => event.id)).toEqual(ids)
    expect(events.every((event) => event.event === 'message')).toBe(true)
  })

  it("says reset when the events after the client's id are no longer kept, then goes on live", async () => {
    // Probes: a board message would also set off an observation, an event of its own.
    const old = await t.app.events.publish('probe', { at: 1 })
    await t.app.events.publish('probe', { at: 2 })
    const kept = await t.app.events.publish('probe', { at: 3 })
    await t.app.database.db.execute(sql`delete from event_log where id < ${kept}`)
    const events = await collectEvents(`${baseUrl}/api/events`, 2, {
      headers: { 'last-event-id': String(old - 1) },
      timeoutMs: 10_000,
      onOpen: async () => {
        await new Promise((resolve) => setTimeout(resolve, 100))
        await t.app.events.publish('probe', { at: 4 })
      },
    })
    expect(events[0]).toMatchObject({ event: 'reset', id: kept, data: { reason: 'expired' } })
    expect(events[1]).toMatchObject({ event: 'probe', data: { at: 4 } })
  })

  it('says reset to an id this server never gave out', async () => {
    const newest = await t.app.events.publish('probe', { at: 5 })
    const events = await collectEvents(`${baseUrl}/api/events`, 1, {
      headers: { 'last-event-id': String(newest + 10_000) },
    })
    expect(events[0]).toMatchObject({ event: 'reset', id: newest, data: { reason: 'unknown' } })
  })
})
