import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { dropSchema } from '@/server/test/build-test-app'
import {
  boardMessagesWithMarker,
  burstOfBoardPosts,
  client,
  signUpOverHttp,
} from './support/crash-burst'
import { spawnServer, type ServerProcess } from './support/crash-server'

const pgUrl = process.env.PG_TEST_URL || ''
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-crash-'))
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/**
 * Unpacks the run's migrated PGlite template as DATA_DIR/db: the first start then skips initdb
 * and the migrations, which take most of a minute on a busy two-core machine.
 */
function seedPgliteDataDir(dataDir: string) {
  const template = process.env.HC_PGLITE_TEMPLATE
  if (!template || !fs.existsSync(template)) return
  fs.mkdirSync(path.join(dataDir, 'db'))
  execFileSync('tar', ['-xf', template, '-C', path.join(dataDir, 'db')], { stdio: 'ignore' })
}

async function start(dataDir: string, env: Record<string, string>) {
  const server = await spawnServer(dataDir, env)
  cleanups.push(() => server.kill('SIGKILL'))
  return server
}

/**
 * Kills the server with SIGKILL while concurrent board posts are in flight, starts it again on
 * the same data, and checks that every acknowledged post survived and the database works.
 */
async function killMidBurstAndRestart(dataDir: string, env: Record<string, string>) {
  const marker = `crash-${randomBytes(4).toString('hex')}`
  let server: ServerProcess = await start(dataDir, env)
  const username = `crash_${randomBytes(3).toString('hex')}`
  const cookie = await signUpOverHttp(server.baseUrl, username)

  let killed = false
  const burst = await burstOfBoardPosts({
    baseUrl: server.baseUrl,
    cookie,
    marker,
    workers: 12,
    stopAfterAcks: 60,
    onThreshold: async () => {
      killed = true
      await server.kill('SIGKILL')
    },
  })
  expect(killed, 'the burst reached the kill threshold').toBe(true)
  expect(server.child.signalCode).toBe('SIGKILL')
  expect(burst.acknowledged.size).toBeGreaterThanOrEqual(60)
  expect(burst.refused).toEqual([])
  // Requests were still in flight when the process died: the kill landed mid-burst.
  expect(burst.cutOff.length).toBeGreaterThan(0)

  server = await start(dataDir, env)
  const health = await client(server.baseUrl).get('/healthz')
  expect(health.status).toBe(200)
  expect((await health.json()).database).toBe(env.DATABASE_URL ? 'postgres' : 'pglite')
  // Recovery logged no error (LOG_LEVEL is warn: pino levels 50 and 60 are error and fatal).
  expect(server.output()).not.toMatch(/"level":(50|60)/)

  const stored = await boardMessagesWithMarker(server.baseUrl, marker)
  const lost = [...burst.acknowledged].filter(([content, id]) => stored.get(content) !== id)
  expect(lost, 'acknowledged posts missing after the restart').toEqual([])
  // Nothing appears that was never sent: at most the unanswered posts may have been committed.
  const unacknowledged = [...stored.keys()].filter((content) => !burst.acknowledged.has(content))
  expect(unacknowledged.every((content) => burst.cutOff.includes(content))).toBe(true)

  // The reopened database takes writes and the session written before the crash still works.
  const after = await client(server.baseUrl, cookie).post('/api/ai-messages', {
    content: `${marker} after restart`,
    messageType: 'update',
    toAgent: 'all',
  })
  expect(after.status).toBe(201)
  const me = await client(server.baseUrl, cookie).get('/api/me')
  expect(me.status).toBe(200)
  expect((await me.json()).user.username).toBe(username)
  expect((await boardMessagesWithMarker(server.baseUrl, marker)).size).toBe(stored.size + 1)
  await server.kill('SIGTERM')
  expect(server.child.exitCode).toBe(0)
}

describe('crash safety: SIGKILL in the middle of a burst of writes', () => {
  it('keeps every acknowledged write on PGlite, and the database opens cleanly', async () => {
    const dataDir = tempDataDir()
    seedPgliteDataDir(dataDir)
    await killMidBurstAndRestart(dataDir, {})
  })

  it.skipIf(!pgUrl)('keeps every acknowledged write on PostgreSQL', async () => {
    const schema = `crash_${randomBytes(6).toString('hex')}`
    cleanups.push(() => dropSchema(pgUrl, schema))
    await killMidBurstAndRestart(tempDataDir(), { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema })
  })
})
