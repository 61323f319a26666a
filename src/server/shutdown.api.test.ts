import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startFakeOpenAiServer } from '../../tests/support/fake-model'
import type { App } from './app'
import { loadConfig, type Config } from './config'
import { aiMessages, observations, tokenUsage } from './db/schema/index'
import pg from 'pg'
import { buildTestApp, dropSchema, type TestApp } from './test/build-test-app'
import { parseSse, signUp } from './test/helpers'

/** A database that outlives one app: a PGlite directory, or a PostgreSQL schema of its own. */
function durableDatabase(): { overrides: Partial<Config>; remove(): Promise<void> } {
  const url = process.env.DATABASE_URL
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`
    return { overrides: { databaseSchema: schema }, remove: () => dropSchema(url, schema) }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-shutdown-'))
  return {
    overrides: { inMemoryDatabase: false, dataDir },
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  }
}

/** Everything the app logs at warn or above (the test logger is silent). */
function problemsLogged(app: App) {
  const seen: string[] = []
  const capture = (level: string) => (first: unknown, second?: unknown) => {
    const err = (first as { err?: Error } | undefined)?.err
    const cause = err?.cause instanceof Error ? err.cause.message : String(err ?? '')
    seen.push(`${level}: ${typeof second === 'string' ? second : String(first)}: ${cause}`)
  }
  vi.spyOn(app.log, 'warn').mockImplementation(capture('warn'))
  vi.spyOn(app.log, 'error').mockImplementation(capture('error'))
  return seen
}

let cleanup: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const step of cleanup.reverse()) await step()
  cleanup = []
})

describe('shutting down', () => {
  it('finishes the writes a chat reply started before it closes the database', async () => {
    const database = durableDatabase()
    cleanup.push(database.remove)
    const first = await buildTestApp(database.overrides)
    cleanup.push(async () =>
      fs.rmSync(first.app.config.vaultsDir, { recursive: true, force: true }),
    )
    const problems = problemsLogged(first.app)

    // The reply is sent before its bookkeeping (the day's token count) is written.
    const reply = await first.app.inject({
      method: 'POST',
      url: '/api/ai-agents/adam/ask',
      payload: { message: 'What is the codex?' },
    })
    expect(reply.statusCode).toBe(200)
    await first.app.close()

    expect(problems).toEqual([])
    // Restarted on the same vault folder: on PostgreSQL another folder refuses to start (137).
    const second = await buildTestApp({
      ...database.overrides,
      vaultsDir: first.app.config.vaultsDir,
    })
    // Drops the PostgreSQL schema too, so it runs after the directory/schema removal is queued.
    cleanup.push(() => second.close())
    const db = second.app.database.db
    const counted = await db.select().from(tokenUsage)
    expect(counted.map((row) => row.turns)).toEqual([1])
    // A chat posts nothing to the board, and Agent Zero notes no chat (decision 250).
    expect(await db.select().from(aiMessages).where(eq(aiMessages.fromAgent, 'adam'))).toEqual([])
    expect(await db.select().from(observations).where(eq(observations.type, 'chat'))).toEqual([])
    // Two on-disk databases opened and migrated one after the other: slow on a busy machine.
  }, 90_000)
})

/** A listening app whose chat replies come from a fake model, tidied up after the test. */
async function listeningAppWithModel(model: string, chunkDelayMs: number, overrides = {}) {
  const fake = await startFakeOpenAiServer({ chunkDelayMs })
  cleanup.push(() => fake.close())
  const ai = loadConfig({}).ai
  const { app } = await buildTestApp({
    ai: { ...ai, baseUrl: fake.baseUrl, apiKey: 'sk-test', model, timeoutMs: 20_000 },
    ...overrides,
  })
  // The test closes the app itself; what TestApp.close does besides that is left to do here.
  cleanup.push(async () => {
    fs.rmSync(app.config.vaultsDir, { recursive: true, force: true })
    const url = process.env.DATABASE_URL
    if (url && app.config.databaseSchema) await dropSchema(url, app.config.databaseSchema)
  })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, address }
}

/** A response body read as it arrives; `ended` settles when it ends or is cut off. */
function arriving(response: Response) {
  const received = { text: '' }
  const decoder = new TextDecoder()
  const reader = response.body!.getReader()
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return { cutOff: false, at: performance.now() }
        received.text += decoder.decode(value, { stream: true })
      }
    } catch {
      return { cutOff: true, at: performance.now() }
    }
  })()
  const until = (marker: string) =>
    vi.waitFor(() => expect(received.text).toContain(marker), { timeout: 10_000, interval: 10 })
  return { received, ended, until }
}

const askStreaming = (address: string) =>
  fetch(`${address}/api/ai-agents/eve/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', origin: address },
    body: JSON.stringify({ message: 'Tell me slowly' }),
  })

describe('shutting down during a streaming reply', () => {
  it('lets the reply finish whole, refuses new requests and ends the live-event streams at once', async () => {
    // Four chunks 300 ms apart: the reply is still streaming when the close begins.
    const { app, address } = await listeningAppWithModel('normal', 300)
    const problems = problemsLogged(app)
    const live = arriving(await fetch(`${address}/api/events`))
    await live.until('retry:')
    const chat = arriving(await askStreaming(address))
    await chat.until('event: chunk')

    const began = performance.now()
    const closed = app.close().then(() => performance.now())
    const liveEnd = await live.ended
    expect(liveEnd.at - began).toBeLessThan(1_000)
    const refused = await fetch(`${address}/api/ai/status`).then(
      (response) => response.status,
      () => 'connection refused',
    )
    expect([503, 'connection refused']).toContain(refused)

    const chatEnd = await chat.ended
    expect(chatEnd.cutOff).toBe(false)
    const events = parseSse(chat.received.text)
    expect(events.map((event) => event.event)).toEqual([
      'start',
      'chunk',
      'chunk',
      'chunk',
      'chunk',
      'done',
    ])
    expect(events.at(-1)!.data).toMatchObject({ response: 'Hello from the model.' })
    // The finished reply's connection does not hold the close up: the client (fetch) would keep
    // it open for 4 s more, a browser for a minute.
    expect((await closed) - chatEnd.at).toBeLessThan(1_000)
    expect(problems).toEqual([])
  })

  it('ends a reply still running near the end of the grace with a restart event, and closes', async () => {
    const { app, address } = await listeningAppWithModel('hang', 0, { shutdownGraceMs: 300 })
    const problems = problemsLogged(app)
    const chat = arriving(await askStreaming(address))
    await chat.until('event: start')

    const began = performance.now()
    await app.close()
    expect(performance.now() - began).toBeLessThan(3_000)
    // Told, not cut off: the client knows the server restarted and can ask again.
    expect((await chat.ended).cutOff).toBe(false)
    const events = parseSse(chat.received.text)
    expect(events.map((event) => event.event)).toEqual(['start', 'interrupted'])
    expect(events.at(-1)!.data).toMatchObject({ message: expect.stringMatching(/restarted/) })
    expect(problems, problems.join('\n')).toEqual([])
  })
  // Read from a connection of its own the moment the event arrives: the app is still closing.
  it.runIf(process.env.DATABASE_URL)(
    'has stored the question and the partial answer, marked interrupted, when the restart event arrives',
    async () => {
      // A grace long enough for the partial answer's writes on a loaded machine (they are
      // done before the event, and the event before the grace ends).
      const { app, address } = await listeningAppWithModel('stall', 0, { shutdownGraceMs: 3_000 })
      const problems = problemsLogged(app)
      const { cookie } = await signUp({ app } as TestApp, 'cut_by_restart', true)
      const res = await fetch(`${address}/api/ai-agents/eve/ask`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          origin: address,
          cookie,
        },
        body: JSON.stringify({ message: 'Tell me slowly' }),
      })
      const chat = arriving(res)
      // `stall`: two chunks, then silence; only the restart ends the answer.
      await vi.waitFor(() => expect(chat.received.text.match(/event: chunk/g)?.length).toBe(2), {
        timeout: 10_000,
        interval: 10,
      })
      const closing = app.close()
      await chat.until('event: interrupted')
      const own = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await own.connect()
      try {
        const { rows } = await own.query(
          `select role, content, ended from "${app.config.databaseSchema}".chat_messages order by created_at`,
        )
        const said = parseSse(chat.received.text)
          .filter((event) => event.event === 'chunk')
          .map((event) => (event.data as { text: string }).text)
          .join('')
        expect(rows).toEqual([
          { role: 'user', content: 'Tell me slowly', ended: null },
          { role: 'assistant', content: said, ended: 'interrupted' },
        ])
      } finally {
        await own.end()
        await closing
      }
      expect(problems, problems.join('\n')).toEqual([])
    },
  )
})
