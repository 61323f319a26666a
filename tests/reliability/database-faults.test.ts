/**
 * Database faults are answers, not crashes (docs/decisions/231-database-faults-are-answers.md):
 * three compiled servers on one PostgreSQL schema under a steady load of posts, whose sessions
 * are all ended again and again (`pg_terminate_backend`), each time while posts wait inside
 * their transactions. That is what a PostgreSQL restart does to its clients; the machine's
 * PostgreSQL is shared by other runs, so CI does not restart it. With `HC_PG_RESTART_COMMAND`
 * set (for example `pg_ctlcluster 15 main restart`, on a machine where nothing else uses that
 * PostgreSQL), a second test restarts PostgreSQL itself under the same load. Every answer is a
 * 201 or a 503 (never a 500, a cut connection or a hang), no instance exits, and once the storm
 * is over every instance posts, reads and reports healthy again without a restart of its own.
 */
import { exec } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCKS, lockText, sessionLockQuery, sessionUnlockQuery } from '@/server/db/locks'
import { dropSchema } from '@/server/test/build-test-app'
import { spawnServer, type ServerProcess } from './support/crash-server'

const pgUrl = process.env.PG_TEST_URL || ''
/** 8 rounds in every run, 30 with `HC_LONG_RELIABILITY=1`. */
const ROUNDS = process.env.HC_LONG_RELIABILITY ? 30 : 8
/** Posters at once, spread over the three instances. */
const POSTERS = 6
/** Longer than any answer may take: a request held past it counts as a hang. */
const HANG_MS = 20_000
/** Restarts the PostgreSQL of PG_TEST_URL; only where nothing else uses it (never in CI). */
const RESTART_COMMAND = process.env.HC_PG_RESTART_COMMAND || ''
/** Restarts in the restart test. */
const RESTARTS = 3

describe.skipIf(!pgUrl)(
  'PostgreSQL sessions ended mid-transaction under load, three instances',
  () => {
    const schema = `dbfaults_${randomBytes(6).toString('hex')}`
    const applicationName = `hc_${schema}`
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-dbfaults-'))
    const servers: ServerProcess[] = []
    const admin = new pg.Client({ connectionString: pgUrl })

    beforeAll(async () => {
      const env = {
        DATABASE_URL: `${pgUrl}?application_name=${applicationName}`,
        DATABASE_SCHEMA: schema,
        VAULTS_DIR: path.join(base, 'vaults'),
      }
      servers.push(await spawnServer(path.join(base, 'a'), env))
      servers.push(
        ...(await Promise.all(['b', 'c'].map((n) => spawnServer(path.join(base, n), env)))),
      )
      // A restart ends this session too: its error is expected, and must not end the run.
      admin.on('error', () => {})
      await admin.connect()
    }, 180_000)
    afterAll(async () => {
      await admin.end().catch(() => {})
      for (const server of servers) await server.kill('SIGKILL')
      await dropSchema(pgUrl, schema)
      fs.rmSync(base, { recursive: true, force: true })
    })

    const post = async (server: ServerProcess, content: string): Promise<string> => {
      try {
        const res = await fetch(`${server.baseUrl}/api/ai-messages`, {
          method: 'POST',
          headers: { origin: server.baseUrl, 'content-type': 'application/json' },
          body: JSON.stringify({ content, messageType: 'update', toAgent: 'all' }),
          signal: AbortSignal.timeout(HANG_MS),
        })
        const body = await res.text()
        if (res.status === 503) expect(JSON.parse(body).message).toMatch(/database/i)
        return String(res.status)
      } catch (error) {
        return error instanceof Error && error.name === 'TimeoutError' ? 'hang' : 'cut'
      }
    }

    /** Sessions of this test's instances, by what they are doing. */
    const sessions = async (where: string) =>
      (
        await admin.query(
          `select count(*)::int as n from pg_stat_activity where application_name = $1 and ${where}`,
          [applicationName],
        )
      ).rows[0].n as number

    /** Posts from every poster, spread over the instances, while `storm` runs; answers by status. */
    const underLoad = async (storm: () => Promise<void>) => {
      const answers = new Map<string, number>()
      let stop = false
      const poster = async (index: number) => {
        const server = servers[index % servers.length]!
        for (let n = 0; !stop; n++) {
          const status = await post(server, `poster ${index} post ${n}`)
          answers.set(status, (answers.get(status) ?? 0) + 1)
        }
      }
      const load = Array.from({ length: POSTERS }, (_, index) => poster(index))
      try {
        await storm()
      } finally {
        stop = true
        await Promise.all(load)
      }
      const seen = Object.fromEntries(answers)
      expect(Object.keys(seen).sort(), JSON.stringify(seen)).toEqual(
        Object.keys(seen)
          .filter((status) => status === '201' || status === '503')
          .sort(),
      )
      expect(seen['503'] ?? 0, JSON.stringify(seen)).toBeGreaterThan(0)
      return seen
    }

    const expectAllRunning = () => {
      for (const server of servers) {
        expect(server.child.exitCode, `an instance exited:\n${server.output()}`).toBeNull()
      }
    }

    /** Back without a restart of their own: each instance posts, reads and is healthy. */
    const expectRecovered = async () => {
      for (const [index, server] of servers.entries()) {
        expect(server.child.exitCode).toBeNull()
        let status = ''
        const deadline = Date.now() + 30_000
        while (status !== '201' && Date.now() < deadline) {
          status = await post(server, `after the storm ${index}`)
          if (status !== '201') await new Promise((resolve) => setTimeout(resolve, 200))
        }
        expect(status).toBe('201')
        const health = await fetch(`${server.baseUrl}/healthz`, {
          signal: AbortSignal.timeout(5_000),
        })
        expect(health.status).toBe(200)
        const board = await fetch(`${server.baseUrl}/api/ai-messages?fromAgent=user&limit=5`, {
          signal: AbortSignal.timeout(5_000),
        })
        expect(board.status).toBe(200)
      }
      const output = servers.map((server) => server.output()).join('\n')
      expect(output).not.toMatch(/Unhandled 'error' event|unhandledRejection|request failed/)
    }

    it(`answers 201 or 503 through ${ROUNDS} rounds of ended sessions, and recovers`, async () => {
      // Every live event is published by a statement that first takes this advisory lock
      // (events.ts, decision 186): holding it keeps posts waiting inside their transactions.
      const eventLock = lockText(LOCKS.events, schema)
      let midTransaction = 0
      await underLoad(async () => {
        for (let round = 0; round < ROUNDS; round++) {
          await admin.query(sessionLockQuery, [eventLock])
          const deadline = Date.now() + 5_000
          let waiting = 0
          while (Date.now() < deadline) {
            waiting = await sessions(`wait_event_type = 'Lock' and xact_start is not null`)
            if (waiting > 0) break
            await new Promise((resolve) => setTimeout(resolve, 50))
          }
          if (waiting > 0) midTransaction++
          await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
            [applicationName],
          )
          await admin.query(sessionUnlockQuery, [eventLock])
          expectAllRunning()
          await new Promise((resolve) => setTimeout(resolve, 300))
        }
      })
      // Most rounds caught posts inside their transactions (a busy machine may miss one).
      expect(midTransaction).toBeGreaterThanOrEqual(Math.ceil(ROUNDS / 2))
      await expectRecovered()
    }, 240_000)

    it.skipIf(!RESTART_COMMAND)(
      `answers 201 or 503 while PostgreSQL itself restarts ${RESTARTS} times, and recovers`,
      async () => {
        const restarts: number[] = []
        const seen = await underLoad(async () => {
          for (let round = 0; round < RESTARTS; round++) {
            await new Promise((resolve) => setTimeout(resolve, 1_500))
            const started = Date.now()
            await promisify(exec)(RESTART_COMMAND, { timeout: 60_000 })
            await untilPostgresAnswers()
            restarts.push(Date.now() - started)
            expectAllRunning()
          }
          // The load goes on a moment after the last restart, so every instance meets it.
          await new Promise((resolve) => setTimeout(resolve, 1_500))
        })
        console.log(
          `database-faults (restart): ${RESTARTS} restarts of ${restarts.join(', ')} ms; answers ${JSON.stringify(seen)}`,
        )
        expectAllRunning()
        await expectRecovered()
      },
      300_000,
    )

    /** Waits until PostgreSQL takes a new session again after a restart. */
    const untilPostgresAnswers = async () => {
      const deadline = Date.now() + 60_000
      for (;;) {
        const probe = new pg.Client({ connectionString: pgUrl })
        probe.on('error', () => {})
        try {
          await probe.connect()
          await probe.query('select 1')
          return
        } catch (error) {
          if (Date.now() > deadline) throw error
          await new Promise((resolve) => setTimeout(resolve, 200))
        } finally {
          await probe.end().catch(() => {})
        }
      }
    }
  },
)
