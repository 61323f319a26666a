import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { App } from './app'
import type { Config } from './config'
import { aiMessages, observations } from './db/schema/index'
import { buildTestApp, dropSchema } from './test/build-test-app'

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

    // The reply is sent before its board post and Agent Zero's observation of it are written.
    const reply = await first.app.inject({
      method: 'POST',
      url: '/api/ai-agents/adam/ask',
      payload: { message: 'What is the codex?' },
    })
    expect(reply.statusCode).toBe(200)
    await first.app.close()

    expect(problems).toEqual([])
    const second = await buildTestApp(database.overrides)
    // Drops the PostgreSQL schema too, so it runs after the directory/schema removal is queued.
    cleanup.push(() => second.close())
    const db = second.app.database.db
    const posts = await db.select().from(aiMessages).where(eq(aiMessages.fromAgent, 'adam'))
    expect(posts.map((post) => post.tags)).toEqual([['chat', 'adam']])
    const seen = await db.select().from(observations).where(eq(observations.type, 'chat'))
    expect(seen.map((row) => row.data)).toEqual([{ persona: 'adam', messageId: posts[0]!.id }])
  })
})
