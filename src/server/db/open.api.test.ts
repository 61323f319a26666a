import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { dropSchema } from '../test/build-test-app'
import { openDatabase } from './open'
import { appMeta } from './schema/index'

// Each of these runs initdb and every migration on a fresh PGlite cluster: 12 s alone on this
// machine, more beside another worker, so they get longer than the project's 30 s.
const FRESH_CLUSTER_MS = 120_000

describe('openDatabase with PGlite', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

  it(
    'applies the migrations to a fresh in-memory database',
    async () => {
      const database = await openDatabase({ dataDir: '/unused', inMemory: true })
      try {
        expect(database.kind).toBe('pglite')
        await database.db.insert(appMeta).values({ key: 'probe', value: { n: 1 } })
        const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'probe'))
        expect(row?.value).toEqual({ n: 1 })
        expect(await database.ping()).toBeGreaterThanOrEqual(0)
      } finally {
        await database.close()
      }
    },
    FRESH_CLUSTER_MS,
  )

  it(
    'keeps its data in DATA_DIR/db across restarts',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-db-'))
      dirs.push(dataDir)
      const first = await openDatabase({ dataDir })
      await first.db.insert(appMeta).values({ key: 'kept', value: 'yes' })
      await first.close()
      expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(true)

      const second = await openDatabase({ dataDir })
      try {
        const rows = await second.db.select().from(appMeta).where(eq(appMeta.key, 'kept'))
        expect(rows).toHaveLength(1)
      } finally {
        await second.close()
      }
    },
    FRESH_CLUSTER_MS,
  )
})

describe.runIf(process.env.DATABASE_URL)('openDatabase with PostgreSQL', () => {
  const url = process.env.DATABASE_URL as string
  const schema = `test_${randomBytes(6).toString('hex')}`
  afterAll(() => dropSchema(url, schema))

  it('runs the same migrations inside its own schema', async () => {
    const database = await openDatabase({
      dataDir: '/unused',
      databaseUrl: url,
      databaseSchema: schema,
    })
    try {
      expect(database.kind).toBe('postgres')
      await database.db.insert(appMeta).values({ key: 'pg', value: [1, 2] })
      const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'pg'))
      expect(row?.value).toEqual([1, 2])
    } finally {
      await database.close()
    }
    // Opening again finds the migrations applied and changes nothing.
    const again = await openDatabase({
      dataDir: '/unused',
      databaseUrl: url,
      databaseSchema: schema,
    })
    await again.close()
  })
})
