/**
 * A refused live-event stream ends its connection: one client holding 1,100 connections to a
 * server with a 1,024 open-files limit leaves room for everyone else.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnServer, type ServerProcess } from './support/crash-server'

interface Held {
  status: number
  /** Resolves once the server closed the connection (never, while it keeps it). */
  closedByServer: Promise<void>
  destroy(): void
}

/**
 * Opens `/api/events` on a socket of its own, kept alive as a browser's is, and never closes
 * it from this side (a client that holds its sockets while it waits to retry).
 */
function hold(port: number): Promise<Held> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(
        `GET /api/events HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\naccept: text/event-stream\r\nconnection: keep-alive\r\n\r\n`,
      ),
    )
    const closedByServer = new Promise<void>((done) => socket.once('end', done))
    let text = ''
    socket.on('error', reject)
    socket.on('data', (chunk: Buffer) => {
      if (text.includes('\r\n')) return
      text += chunk.toString('latin1')
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)
      if (status)
        resolve({ status: Number(status[1]), closedByServer, destroy: () => socket.destroy() })
    })
  })
}

describe('refused streams on a server with a 1,024 open-files limit', () => {
  let server: ServerProcess
  let dataDir: string
  const held: Held[] = []
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-refused-'))
    const template = process.env.HC_E2E_DB_TEMPLATE
    if (template && fs.existsSync(template))
      fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true })
    server = await spawnServer(dataDir, {}, { openFiles: 1024 })
  })
  afterAll(async () => {
    for (const stream of held) stream.destroy()
    await server?.kill('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('closes every refused connection, so another visitor still gets pages and answers', async () => {
    const port = Number(new URL(server.baseUrl).port)
    for (let i = 0; i < 1100; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => hold(port)))
      held.push(...batch)
    }
    const refused = held.filter((stream) => stream.status !== 200)
    expect(refused.length).toBeGreaterThan(1000)
    expect(new Set(refused.map((stream) => stream.status))).toEqual(new Set([429]))
    const closed = await Promise.race([
      Promise.all(refused.map((stream) => stream.closedByServer)).then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 5000)),
    ])
    expect(closed, 'the server closed every refused connection').toBe(true)

    // Another visitor, each request on a connection of its own.
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      statuses.push((await fetch(`${server.baseUrl}/api/session`)).status)
      statuses.push((await fetch(`${server.baseUrl}/`)).status)
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([])
  }, 60_000)
})
