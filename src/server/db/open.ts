import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { LOCKS, lockText, sessionLockQuery } from './locks'
import { DrizzlePGlite } from './pglite-client'
import { guardPoolClients } from './pool-faults'
import * as schema from './schema/index'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Round-trips a trivial query; resolves to the elapsed milliseconds. */
  ping(): Promise<number>
  /**
   * PGlite only: a tarball of the data folder, taken between two queries (they wait meanwhile),
   * so it holds every committed write up to then (`npm run backup`, decision 213).
   */
  dumpDataDir?(): Promise<Blob>
  close(): Promise<void>
}

export interface DatabaseOptions {
  dataDir: string
  databaseUrl?: string
  databaseSchema?: string
  inMemory?: boolean
  /** A dump from `writeInMemoryTemplate` to start the in-memory database from. */
  inMemoryTemplate?: string
  /** Told when a PostgreSQL connection drops, idle or lent out (a restart); the pool reconnects. */
  onConnectionLost?: (error: Error) => void
  /** PostgreSQL connections at most (default 10). */
  poolMax?: number
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Opens PGlite (default) or PostgreSQL (when a URL is given) and applies every migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.databaseSchema,
        options.onConnectionLost,
        options.poolMax,
      )
    : openPglite(
        options.inMemory ? undefined : path.join(options.dataDir, 'db'),
        options.inMemoryTemplate,
      )
}

/** Templates by the file they were read from ('' for the one migrated here). */
const templates = new Map<string, Promise<Blob>>()

/**
 * A migrated, empty database to copy for in-memory instances (tests): loading it skips initdb
 * and the migrations. Read from `file` when the test run prepared one, else migrated once here.
 */
function inMemoryTemplate(file = ''): Promise<Blob> {
  const known = templates.get(file)
  if (known) return known
  const template = (async () => {
    if (file && fs.existsSync(file)) return new Blob([await fs.promises.readFile(file)])
    const client = new DrizzlePGlite(PGLITE_EXTENSIONS)
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder })
    const dump = await client.dumpDataDir('none')
    await client.close()
    return dump
  })()
  templates.set(file, template)
  return template
}

/** Writes the in-memory template to a file for other processes (the test run's global setup). */
export async function writeInMemoryTemplate(file: string) {
  const blob = await inMemoryTemplate()
  await fs.promises.writeFile(file, Buffer.from(await blob.arrayBuffer()))
}

/** The extensions the migrations create: pg_trgm, for searching note names (decision 222). */
const PGLITE_EXTENSIONS = { extensions: { pg_trgm } }

/**
 * PGlite's WebAssembly memory only grows, so PostgreSQL's buffers decide its idle size: 16 MB
 * of shared buffers (PostgreSQL's default is 128 MB), the files themselves stay in the
 * operating system's cache (decision 145).
 */
const PGLITE_OPTIONS = {
  ...PGLITE_EXTENSIONS,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
}

async function openPglite(
  directory: string | undefined,
  templateFile: string | undefined,
): Promise<Database> {
  const client = directory
    ? new DrizzlePGlite({ dataDir: directory, ...PGLITE_OPTIONS })
    : new DrizzlePGlite({ loadDataDir: await inMemoryTemplate(templateFile), ...PGLITE_OPTIONS })
  await client.waitReady
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder })
  return {
    ...withPing(db as unknown as Db, 'pglite', () => client.close()),
    dumpDataDir: () => client.dumpDataDir('none'),
  }
}

async function openPostgres(
  url: string,
  schemaName?: string,
  onConnectionLost?: (error: Error) => void,
  poolMax = 10,
): Promise<Database> {
  const searchPath = schemaName ? { options: `-c search_path="${schemaName}"` } : {}
  await migrateUnderLock(url, schemaName, searchPath)
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    ...searchPath,
  })
  guardPoolClients(pool, (error) => onConnectionLost?.(error))
  const db = drizzlePg({ client: pool, schema })
  return withPing(db as unknown as Db, 'postgres', () => pool.end())
}

/**
 * Creates the schema and applies the migrations on one connection holding a session advisory
 * lock, so instances starting together run each migration once and wait for each other
 * (decision 187); the lock goes with the connection if the process dies.
 */
async function migrateUnderLock(url: string, schemaName: string | undefined, searchPath: object) {
  const client = new pg.Client({ connectionString: url, ...searchPath })
  // A cut connection fails the migration's query; unhandled, its 'error' would end the process.
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query(sessionLockQuery, [lockText(LOCKS.migrate, schemaName ?? '')])
    if (schemaName) await client.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`)
    await migratePg(drizzlePg({ client, schema }), {
      migrationsFolder,
      migrationsSchema: schemaName ?? 'drizzle',
    })
  } finally {
    await client.end()
  }
}

function withPing(db: Db, kind: Database['kind'], close: () => Promise<void>): Database {
  let closed = false
  return {
    db,
    kind,
    async ping() {
      const started = performance.now()
      await db.execute(sql`select 1`)
      return performance.now() - started
    },
    async close() {
      if (closed) return
      closed = true
      await close()
    },
  }
}
