/**
 * Idle memory, ours against SillyTavern's, each started as its users start it: our production
 * server (`npm start`'s Node flags, PGlite on disk in a throwaway DATA_DIR, or PostgreSQL with
 * `BENCH_PG_URL`) and, when `SILLYTAVERN_DIR` names a checkout (its `npm install` done),
 * `node server.js`. After `BENCH_IDLE_S` seconds (30) of nothing, it reads each server's
 * `VmRSS` and what it is made of (`/proc/<pid>/smaps_rollup`: anonymous memory, the heap and
 * PGlite's WebAssembly memory among it, against mapped files, the Node binary's code), and for
 * ours `/metrics`'s JavaScript heap. `BENCH_ROUNDS` (3) rounds, the servers in turn.
 * Usage: `[SILLYTAVERN_DIR=…] tsx bench/chat-stream/idle-memory.ts`.
 */
import fs from 'node:fs'
import { withBenchSchema } from '../support/pg-schema'
import { machineLine, printTable } from '../support/report'
import { startBenchServer } from '../support/server'
import { median, sleep } from '../support/stats'
import { startSillyTavern } from './sillytavern'

const IDLE_MS = Number(process.env.BENCH_IDLE_S ?? 30) * 1000
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

interface Footprint {
  rssMiB: number
  anonMiB: number
  fileMiB: number
  heapUsedMiB?: number
  heapTotalMiB?: number
  /** Memory outside V8's heap that V8 knows of: PGlite's WebAssembly memory, buffers. */
  externalMiB?: number
}

/** What a process's resident memory is made of, in MiB (Linux). */
function footprint(pid: number): Footprint {
  const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1])
  const mib = (value: number) => Math.round((value / 1024) * 10) / 10
  return {
    rssMiB: mib(kb('Rss')),
    anonMiB: mib(kb('Anonymous')),
    fileMiB: mib(kb('Rss') - kb('Anonymous')),
  }
}

/** A gauge of the Prometheus text `/metrics` answers, in MiB. */
const gaugeMiB = (text: string, name: string) => {
  const value = Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1])
  return Number.isFinite(value) ? Math.round((value / 2 ** 20) * 10) / 10 : undefined
}

async function ours(database: Record<string, string>): Promise<Footprint> {
  const server = await startBenchServer({ env: database })
  try {
    await sleep(IDLE_MS)
    const memory = footprint(server.pid)
    // Loopback, no proxy: /metrics answers without a token.
    const text = await fetch(`${server.baseUrl}/metrics`).then((r) => (r.ok ? r.text() : ''))
    const heap = {
      heapUsedMiB: gaugeMiB(text, 'nodejs_heap_size_used_bytes'),
      heapTotalMiB: gaugeMiB(text, 'nodejs_heap_size_total_bytes'),
      externalMiB: gaugeMiB(text, 'nodejs_external_memory_bytes'),
    }
    return {
      ...memory,
      ...Object.fromEntries(Object.entries(heap).filter(([, value]) => value !== undefined)),
    }
  } finally {
    await server.stop()
  }
}

async function sillyTavern(dir: string): Promise<Footprint> {
  const server = await startSillyTavern(dir)
  try {
    await sleep(IDLE_MS)
    return footprint(server.pid)
  } finally {
    server.stop()
  }
}

async function main(database: Record<string, string>) {
  console.log(machineLine())
  const stDir = process.env.SILLYTAVERN_DIR
  const rows: Record<string, Footprint[]> = { ours: [], SillyTavern: [] }
  for (let round = 0; round < ROUNDS; round++) {
    rows.ours!.push(await ours(database))
    if (stDir) rows.SillyTavern!.push(await sillyTavern(stDir))
  }
  const cell = (list: Footprint[], key: keyof Footprint) => {
    const values = list.map((f) => f[key]).filter((v): v is number => v !== undefined)
    return values.length ? `${median(values)} (${Math.min(...values)}–${Math.max(...values)})` : '—'
  }
  printTable(
    ['server', 'RSS MiB', 'anonymous', 'mapped files', 'JS heap used', 'JS heap total', 'external'],
    Object.entries(rows)
      .filter(([, list]) => list.length)
      .map(([name, list]) => [
        name,
        cell(list, 'rssMiB'),
        cell(list, 'anonMiB'),
        cell(list, 'fileMiB'),
        cell(list, 'heapUsedMiB'),
        cell(list, 'heapTotalMiB'),
        cell(list, 'externalMiB'),
      ]),
  )
  if (rows.SillyTavern!.length) {
    const ratio =
      median(rows.ours!.map((f) => f.rssMiB)) / median(rows.SillyTavern!.map((f) => f.rssMiB))
    console.log(`idle RSS, ours ÷ SillyTavern's: ${ratio.toFixed(2)}×`)
  }
}

const pgUrl = process.env.BENCH_PG_URL
void (pgUrl ? withBenchSchema(pgUrl, 'idle', main) : main({})).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
