/**
 * bench/writes: sustained `POST /api/ai-messages` at a fixed concurrency for ~10 s against the
 * production server in its own process, on PGlite on disk (DATA_DIR/db, not in memory) and on
 * PostgreSQL; then a clean restart (SIGTERM, start again) and a count of the rows: every
 * acknowledged (201) write must be there. Reports writes/s, p50, p99 and the server's RSS.
 * Usage: `tsx bench/writes/run.ts`. PostgreSQL from BENCH_PG_URL (default the local test
 * database); a fresh schema is created and dropped. Exits 1 when an acknowledged write is lost.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/open'
import { dropSchema } from '../../src/server/test/build-test-app'
import { runLoad, type LoadResult } from '../support/load'
import { machineLine, printTable } from '../support/report'
import { seedBoardMessages, type DatabaseTarget } from '../support/seed'
import { removeDataDir, startBenchServer, tempDataDir } from '../support/server'
import { mb, thousands } from '../support/stats'

const CONNECTIONS = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 10)
const DURATION_S = Number(process.env.BENCH_WRITE_DURATION ?? 10)
const SEEDED = Number(process.env.BENCH_WRITE_SEEDED ?? 100_000)
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const MARKER = 'bench-write'

interface Outcome {
  backend: string
  load: LoadResult
  stored: number
  restartExit: number | null
  idleRss: number
  loadRss: number
}

async function countMarked(target: DatabaseTarget): Promise<number> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl })
    await client.connect()
    try {
      const result = await client.query<{ n: string }>(
        `select count(*) as n from "${target.databaseSchema}".ai_messages where content = $1`,
        [MARKER],
      )
      return Number(result.rows[0]!.n)
    } finally {
      await client.end()
    }
  }
  const database = await openDatabase(target)
  try {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from ai_messages where content = ${MARKER}`,
    )) as unknown as { rows: { n: number }[] }
    return Number(result.rows[0]!.n)
  } finally {
    await database.close()
  }
}

async function measure(backend: string, target: DatabaseTarget): Promise<Outcome> {
  await seedBoardMessages(target, SEEDED)
  const env: Record<string, string> = target.databaseUrl
    ? { DATABASE_URL: target.databaseUrl, DATABASE_SCHEMA: target.databaseSchema! }
    : {}
  const server = await startBenchServer({ dataDir: target.dataDir, env })
  const idleRss = server.rssMb()
  const post = (content: string) => ({
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ content, messageType: 'discovery' }),
  })
  await runLoad(`${server.baseUrl}/api/ai-messages`, {
    ...post('warm-up'),
    connections: CONNECTIONS,
    duration: 2,
  })
  const load = await runLoad(`${server.baseUrl}/api/ai-messages`, {
    ...post(MARKER),
    connections: CONNECTIONS,
    duration: DURATION_S,
  })
  const loadRss = server.rssMb()
  const restartExit = await server.stop()
  // A clean restart: the server must open the same data again and answer.
  const again = await startBenchServer({ dataDir: target.dataDir, env })
  const newest = (await (await fetch(`${again.baseUrl}/api/ai-messages?limit=1`)).json()) as {
    content: string
  }[]
  if (newest[0]?.content !== MARKER)
    throw new Error(`${backend}: newest message after restart is ${newest[0]?.content}`)
  await again.stop()
  return { backend, load, stored: await countMarked(target), restartExit, idleRss, loadRss }
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

async function main() {
  const outcomes: Outcome[] = []
  const pgliteDir = tempDataDir('writes')
  try {
    outcomes.push(await measure('PGlite on disk (DATA_DIR/db)', { dataDir: pgliteDir }))
  } finally {
    removeDataDir(pgliteDir)
  }
  if (await postgresReachable()) {
    const schema = `bench_writes_${randomBytes(4).toString('hex')}`
    const dataDir = tempDataDir('writes-pg')
    try {
      outcomes.push(
        await measure('PostgreSQL (local)', {
          dataDir,
          databaseUrl: PG_URL,
          databaseSchema: schema,
        }),
      )
    } finally {
      await dropSchema(PG_URL, schema)
      removeDataDir(dataDir)
    }
  } else {
    console.warn(`PostgreSQL at ${PG_URL} is not reachable: measured PGlite only.`)
  }

  console.log(`\n### bench/writes — ${machineLine()}\n`)
  console.log(
    `POST /api/ai-messages, ${CONNECTIONS} connections, ${DURATION_S} s, on top of ${thousands(SEEDED)} stored messages; ` +
      'then SIGTERM, start again, count.\n',
  )
  let lost = false
  printTable(
    [
      'database',
      'writes/s',
      'p50 ms',
      'p99 ms',
      'acknowledged',
      'errors',
      'stored after restart',
      'RSS idle → after',
    ],
    outcomes.map((o) => {
      // In-flight writes at the end of the run may be stored without their 201 being counted.
      if (o.stored < o.load.ok || o.stored > o.load.ok + CONNECTIONS) lost = true
      return [
        o.backend,
        thousands(o.load.rps),
        o.load.p50,
        o.load.p99,
        thousands(o.load.ok),
        o.load.errors + o.load.non2xx,
        `${thousands(o.stored)} (exit ${o.restartExit})`,
        `${mb(o.idleRss)} → ${mb(o.loadRss)}`,
      ]
    }),
  )
  if (lost) {
    console.error('Stored rows do not match the acknowledged writes.')
    process.exitCode = 1
  }
}

await main()
