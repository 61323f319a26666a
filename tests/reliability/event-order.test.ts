/**
 * Live events reach a live tab in commit order, none skipped, with several instances on one
 * PostgreSQL (decision 186): an event whose insert is held open while later ones commit still
 * arrives, and concurrent writers on two instances give every tab each post exactly once.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCKS, lockText, transactionLockQuery } from '@/server/db/locks'
import { EVENT_LOCK_WAIT_MS } from '@/server/events'
import { dropSchema } from '@/server/test/build-test-app'
import { client, signUpOverHttp } from './support/crash-burst'
import { spawnServer, type ServerProcess } from './support/crash-server'

/** How long the writers write: 6 s in every run, 60 s with `HC_LONG_RELIABILITY=1`. */
const WRITING_MS = process.env.HC_LONG_RELIABILITY ? 60_000 : 6_000

const pgUrl = process.env.PG_TEST_URL || ''

interface Received {
  id: number
  type: string
  data: unknown
}

/** A live tab: `/api/events` read as it arrives. */
async function openTab(baseUrl: string, cookie: string) {
  const controller = new AbortController()
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, origin: baseUrl },
    signal: controller.signal,
  })
  expect(res.status).toBe(200)
  const events: Received[] = []
  const reading = (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of res.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true })
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2)
          const id = field('id')
          if (id === undefined) continue
          events.push({
            id: Number(id),
            type: field('event') ?? '',
            data: JSON.parse(field('data') ?? 'null'),
          })
        }
      }
    } catch {
      // closed by the test
    }
  })()
  return {
    events,
    async close() {
      controller.abort()
      await reading
    },
  }
}

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  return check()
}

const post = (baseUrl: string, cookie: string, content: string) =>
  client(baseUrl, cookie).post('/api/ai-messages', {
    content,
    messageType: 'update',
    toAgent: 'all',
  })

describe.skipIf(!pgUrl)('live events across two instances on PostgreSQL', () => {
  const schema = `events_${randomBytes(6).toString('hex')}`
  let dataDir: string
  let a: ServerProcess
  let b: ServerProcess
  let cookie: string

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-event-order-'))
    // Instances share the database and the vault folder, nothing else.
    const env = {
      DATABASE_URL: pgUrl,
      DATABASE_SCHEMA: schema,
      VAULTS_DIR: path.join(dataDir, 'vaults'),
    }
    a = await spawnServer(path.join(dataDir, 'a'), env)
    b = await spawnServer(path.join(dataDir, 'b'), env)
    cookie = await signUpOverHttp(a.baseUrl, `order${randomBytes(3).toString('hex')}`)
  }, 120_000)
  afterAll(async () => {
    await a?.kill('SIGKILL')
    await b?.kill('SIGKILL')
    await dropSchema(pgUrl, schema)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('delivers an event whose insert was held open while later ones committed', async () => {
    const tab = await openTab(b.baseUrl, cookie)
    const held = new pg.Client({ connectionString: pgUrl })
    await held.connect()
    try {
      await held.query(`set search_path to "${schema}"`)
      await held.query('begin')
      // What a slow publish does: the event lock, then the insert, then a long wait to commit.
      await held.query(transactionLockQuery, [lockText(LOCKS.events, schema)])
      const { rows } = await held.query(
        `insert into event_log (type, data) values ('probe', '{"held":true}') returning id`,
      )
      const heldId = Number(rows[0].id)
      const posts = [
        post(a.baseUrl, cookie, 'after held 1'),
        post(a.baseUrl, cookie, 'after held 2'),
      ]
      // Held for most of the time a publish waits for the lock (EVENT_LOCK_WAIT_MS, decision
      // 279): the posts wait, then commit after the held event; held longer, they would answer 503.
      await new Promise((r) => setTimeout(r, EVENT_LOCK_WAIT_MS - 500))
      await held.query('commit')
      for (const res of await Promise.all(posts)) expect(res.status).toBe(201)

      expect(await until(() => tab.events.filter((e) => e.type === 'message').length >= 2)).toBe(
        true,
      )
      await new Promise((r) => setTimeout(r, 300))
      const ids = tab.events.map((e) => e.id)
      expect(ids, 'the held event reached the live tab').toContain(heldId)
      expect(ids.indexOf(heldId)).toBeLessThan(ids.findIndex((id) => id > heldId))
      expect(ids).toEqual([...ids].sort((x, y) => x - y))
      expect(new Set(ids).size).toBe(ids.length)
    } finally {
      await held.end()
      await tab.close()
    }
  }, 30_000)

  it(
    'gives every tab each post exactly once, in order, under concurrent writers on both instances',
    async () => {
      const tabs = [await openTab(a.baseUrl, cookie), await openTab(b.baseUrl, cookie)]
      const acknowledged = new Set<string>()
      const stopAt = Date.now() + WRITING_MS
      let sent = 0
      const worker = async (baseUrl: string) => {
        while (Date.now() < stopAt) {
          const content = `concurrent #${sent++}`
          const res = await post(baseUrl, cookie, content)
          if (res.status === 201) acknowledged.add(content)
          else throw new Error(`post answered ${res.status}`)
        }
      }
      await Promise.all([a, b, a, b, a, b].map((server) => worker(server.baseUrl)))
      expect(acknowledged.size).toBeGreaterThan(20)

      const contents = (tab: (typeof tabs)[number]) =>
        tab.events
          .filter((e) => e.type === 'message')
          .map((e) => (e.data as { content: string }).content)
          .filter((content) => content.startsWith('concurrent #'))
      for (const tab of tabs) {
        await until(() => contents(tab).length >= acknowledged.size)
        await new Promise((r) => setTimeout(r, 300))
        const got = contents(tab)
        const missed = [...acknowledged].filter((content) => !got.includes(content))
        expect(missed, 'missed deliveries').toEqual([])
        expect(got.length - new Set(got).size, 'duplicated deliveries').toBe(0)
        const ids = tab.events.map((e) => e.id)
        expect(ids).toEqual([...ids].sort((x, y) => x - y))
        await tab.close()
      }
    },
    WRITING_MS + 60_000,
  )
})
