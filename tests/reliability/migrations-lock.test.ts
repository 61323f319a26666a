/**
 * Instances started together on an empty PostgreSQL schema all come up: the migrations run
 * under a lock, once (decision 187).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { dropSchema } from '@/server/test/build-test-app'
import { spawnServer, type ServerProcess } from './support/crash-server'

const pgUrl = process.env.PG_TEST_URL || ''
/** 3 rounds in every run, 5 with `HC_LONG_RELIABILITY=1`. */
const ROUNDS = process.env.HC_LONG_RELIABILITY ? 5 : 3
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe.skipIf(!pgUrl)('migrations under a lock', () => {
  it(
    `starts three instances together on an empty schema, ${ROUNDS} rounds, all ready`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const schema = `migrate_${randomBytes(6).toString('hex')}`
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-migrate-'))
        cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
        cleanups.push(() => dropSchema(pgUrl, schema))
        const env = {
          DATABASE_URL: pgUrl,
          DATABASE_SCHEMA: schema,
          VAULTS_DIR: path.join(dataDir, 'vaults'),
        }
        const started = await Promise.allSettled(
          ['a', 'b', 'c'].map((name) => spawnServer(path.join(dataDir, name), env)),
        )
        for (const outcome of started)
          if (outcome.status === 'fulfilled') {
            const server: ServerProcess = outcome.value
            cleanups.push(() => server.kill('SIGKILL'))
          }
        const failures = started.flatMap((outcome) =>
          outcome.status === 'rejected' ? [String(outcome.reason).slice(0, 600)] : [],
        )
        expect(failures, `round ${round + 1}`).toEqual([])

        // Each migration was recorded once.
        const client = new pg.Client({ connectionString: pgUrl })
        await client.connect()
        try {
          const { rows } = await client.query(
            `select hash, count(*)::int as n from "${schema}".__drizzle_migrations group by hash`,
          )
          expect(rows.length).toBeGreaterThan(0)
          expect(rows.filter((row) => row.n !== 1)).toEqual([])
        } finally {
          await client.end()
        }
        for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
      }
    },
    ROUNDS * 80_000,
  )
})
