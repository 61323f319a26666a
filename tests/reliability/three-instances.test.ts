/**
 * Three compiled servers on one PostgreSQL schema, each with its own DATA_DIR and the one vault
 * folder: two saves of one note version sent at once to two of them give one 200 and one 409
 * with the winner's note, every round; an upload through one plays through the others (decision
 * 214); and one address's writes and sign-ups are counted once for the three (decision 216).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropSchema } from '@/server/test/build-test-app'
import { testWav } from '@/server/modules/media/test-audio'
import { collectEvents } from '@/server/test/helpers'
import { client, signUpOverHttp } from './support/crash-burst'
import { spawnServer, type ServerProcess } from './support/crash-server'

const pgUrl = process.env.PG_TEST_URL || ''

/** A JSON post to `server` on behalf of the client at `address` (through the trusted proxy). */
const postFrom = (server: ServerProcess, address: string, path: string, body: unknown) =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      origin: server.baseUrl,
      'content-type': 'application/json',
      'x-forwarded-for': address,
    },
    body: JSON.stringify(body),
  })
/** The read budget of each instance: writes get a fifth of it, 60 a minute per route. */
const READ_BUDGET = 300
const WRITE_BUDGET = READ_BUDGET / 5
const SIGNUP_CAP = 5
/** 20 rounds in every run, 50 with `HC_LONG_RELIABILITY=1`. */
const SAVE_ROUNDS = process.env.HC_LONG_RELIABILITY ? 50 : 20
const WRITER = 'three_writer'

describe.skipIf(!pgUrl)('three instances on one database', () => {
  const schema = `three_${randomBytes(6).toString('hex')}`
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-three-'))
  const servers: ServerProcess[] = []

  beforeAll(async () => {
    const env = {
      DATABASE_URL: pgUrl,
      DATABASE_SCHEMA: schema,
      VAULTS_DIR: path.join(base, 'vaults'),
      RATE_LIMIT_PER_MINUTE: String(READ_BUDGET),
      SIGNUPS_PER_ADDRESS_PER_HOUR: String(SIGNUP_CAP),
      ADMIN_USERNAMES: WRITER,
      // As behind nginx on this machine: each test speaks for an address of its own.
      TRUST_PROXY: '127.0.0.1',
    }
    // The first migrates; the others start on the migrated schema.
    servers.push(await spawnServer(path.join(base, 'a'), env))
    servers.push(
      ...(await Promise.all(['b', 'c'].map((n) => spawnServer(path.join(base, n), env)))),
    )
  }, 180_000)
  afterAll(async () => {
    for (const server of servers) await server.kill('SIGKILL')
    await dropSchema(pgUrl, schema)
    fs.rmSync(base, { recursive: true, force: true })
  })

  it(`saves one of two simultaneous saves of a version on two instances, ${SAVE_ROUNDS} rounds`, async () => {
    const [a, b] = servers
    const cookie = await signUpOverHttp(a!.baseUrl, WRITER)
    // Each round from an address of its own: 100 saves would pass one address's write budget.
    const writer = (baseUrl: string, round = 0) => ({
      baseUrl,
      send: (method: string, url: string, body: unknown) =>
        fetch(`${baseUrl}${url}`, {
          method,
          headers: {
            cookie,
            origin: baseUrl,
            'content-type': 'application/json',
            'x-forwarded-for': `198.51.100.${100 + round}`,
          },
          body: JSON.stringify(body),
        }),
    })
    const created = await writer(a!.baseUrl).send('POST', '/api/obsidian/notes', {
      title: 'Contested across servers',
      content: 'round 0',
      vault: 'codex-notes',
    })
    expect(created.status).toBe(201)
    const note = (await created.json()) as { id: number; version: string }
    let version = note.version
    for (let round = 1; round <= SAVE_ROUNDS; round++) {
      const answers = await Promise.all(
        [a!, b!].map(async (server, n) => {
          const res = await writer(server.baseUrl, round).send(
            'PUT',
            `/api/obsidian/notes/${note.id}`,
            {
              content: `round ${round} by ${n}`,
              version,
            },
          )
          return { status: res.status, body: (await res.json()) as Record<string, unknown> }
        }),
      )
      expect(answers.map((answer) => answer.status).sort(), `round ${round}`).toEqual([200, 409])
      const won = answers.find((answer) => answer.status === 200)!.body
      const lost = answers.find((answer) => answer.status === 409)!.body
      expect((lost.current as { content: string }).content, `round ${round}`).toBe(won.content)
      version = won.version as string
    }
    const read = await fetch(`${servers[2]!.baseUrl}/api/obsidian/notes/${note.id}`, {
      headers: { cookie },
    })
    expect(((await read.json()) as { version: string }).version).toBe(version)
  })

  it('resumes a stream on another instance from its Last-Event-ID with every missed event once', async () => {
    const marker = `resume${randomBytes(3).toString('hex')}`
    const postThrough = (server: ServerProcess, n: number) =>
      client(server.baseUrl).post('/api/ai-messages', {
        content: `${marker} ${n}`,
        toAgent: 'all',
        messageType: 'conversation',
      })
    const contents = (events: { event: string; data: unknown }[]) =>
      events
        .filter((e) => e.event === 'message')
        .map((e) => (e.data as { content: string }).content)
        .filter((content) => content.startsWith(marker))
    // A tab on the first instance hears the first post, then goes away.
    const heard = await collectEvents(`${servers[0]!.baseUrl}/api/events`, 3, {
      timeoutMs: 3_000,
      onOpen: async () => {
        await new Promise((resolve) => setTimeout(resolve, 100))
        await postThrough(servers[1]!, 0)
      },
    })
    const first = heard.find(
      (e) => e.event === 'message' && (e.data as { content: string }).content === `${marker} 0`,
    )
    expect(first).toBeDefined()
    const last = first!.id
    // While it is away, posts arrive through all three.
    for (let n = 1; n <= 9; n++) expect((await postThrough(servers[n % 3]!, n)).status).toBe(201)
    const resumed = await collectEvents(`${servers[2]!.baseUrl}/api/events`, 30, {
      headers: { 'last-event-id': String(last) },
      timeoutMs: 4_000,
    })
    expect(contents(resumed)).toEqual(Array.from({ length: 9 }, (_, n) => `${marker} ${n + 1}`))
    const ids = resumed.map((e) => e.id)
    expect(ids).toEqual([...new Set(ids)].sort((x, y) => x - y))
    expect(ids.every((id) => id > last)).toBe(true)
  })

  it('plays an upload taken by one instance through the other two', async () => {
    const [a, ...others] = servers
    const cookie = await signUpOverHttp(a!.baseUrl, `tones${randomBytes(3).toString('hex')}`)
    const wav = testWav(1)
    const form = new FormData()
    form.append('title', 'Shared tone')
    form.append('file', new Blob([Buffer.from(wav)], { type: 'audio/wav' }), 'tone.wav')
    const upload = await fetch(`${a!.baseUrl}/api/audio/tracks`, {
      method: 'POST',
      headers: { cookie, origin: a!.baseUrl },
      body: form,
    })
    expect(upload.status).toBe(201)
    const { id } = (await upload.json()) as { id: string }
    for (const server of others) {
      const whole = await fetch(`${server.baseUrl}/api/audio/tracks/${id}/file`, {
        headers: { cookie },
      })
      expect(whole.status).toBe(200)
      expect(new Uint8Array(await whole.arrayBuffer())).toEqual(wav)
      const part = await fetch(`${server.baseUrl}/api/audio/tracks/${id}/file`, {
        headers: { cookie, range: 'bytes=0-99' },
      })
      expect(part.status).toBe(206)
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(wav.slice(0, 100))
    }
  })

  it('accepts one budget of posts from one address through the three, not three', async () => {
    const marker = `limit${randomBytes(3).toString('hex')}`
    const answers = await Promise.all(
      Array.from({ length: WRITE_BUDGET * 3 }, (_, n) =>
        postFrom(servers[n % 3]!, '198.51.100.7', '/api/ai-messages', {
          content: `${marker} ${n}`,
          toAgent: 'all',
          messageType: 'conversation',
        }),
      ),
    )
    const accepted = answers.filter((answer) => answer.status === 201).length
    const refused = answers.filter((answer) => answer.status === 429).length
    expect(accepted + refused).toBe(answers.length)
    // Within 10 % of what one instance alone accepts (all of them, counted once: exactly).
    expect(accepted).toBe(WRITE_BUDGET)
  })

  it('creates no more accounts from one address than the hourly cap through the three', async () => {
    const answers = await Promise.all(
      Array.from({ length: SIGNUP_CAP * 3 }, (_, n) =>
        postFrom(servers[n % 3]!, '198.51.100.8', '/api/register', {
          username: `cap${n}${randomBytes(2).toString('hex')}`,
          email: `cap${n}${randomBytes(2).toString('hex')}@example.com`,
          password: 'long-enough-password',
        }),
      ),
    )
    const created = answers.filter((answer) => answer.status === 201).length
    expect(created).toBe(SIGNUP_CAP)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(answers.length - created)
  })
})
