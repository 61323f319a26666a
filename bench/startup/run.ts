/**
 * `npm start` as a person runs it, on existing data: the time from the command to the first
 * answer of `/` and to the app's own first answer (`/readyz`), and the idle memory of the server
 * (the process that listens) and of the whole process tree `npm start` leaves running, with
 * PGlite and, when `DATABASE_URL` is set, with PostgreSQL (`BENCH_PG_URL`, in a schema of its
 * own). A first start creates the data (not timed); the three starts after it are.
 * Usage: `npm run bench:startup` (the client build must exist: `npm run build`).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { freePort } from '../../tests/support/server-process'
import { rssMb } from '../support/proc'
import { withBenchSchema } from '../support/pg-schema'
import { machineLine } from '../support/report'
import { median } from '../support/stats'
import { REPO_ROOT, tempDataDir } from '../support/server'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const IDLE_SETTLE_MS = 5_000
const START_BUDGET_MS = 1_500
const RSS_BUDGET_MB = { pglite: 250, postgres: 150 }

/** The processes under `pid` (itself included), from `/proc/<pid>/task/<pid>/children`. */
function processTree(pid: number): number[] {
  const out = [pid]
  for (let i = 0; i < out.length; i++) {
    try {
      const children = fs.readFileSync(`/proc/${out[i]}/task/${out[i]}/children`, 'utf8')
      for (const child of children.trim().split(/\s+/).filter(Boolean)) out.push(Number(child))
    } catch {
      // gone
    }
  }
  return out
}

/** The process of the tree that holds the listening socket: the server itself. */
function listeningPid(tree: number[], port: number): number | undefined {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')} `
  const inodes = new Set(
    fs
      .readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .filter((line) => line.includes(hexPort) && / 0A /.test(line))
      .map((line) => line.trim().split(/\s+/)[9]),
  )
  return tree.find((pid) => {
    try {
      return fs
        .readdirSync(`/proc/${pid}/fd`)
        .some((fd) => inodes.has(/socket:\[(\d+)\]/.exec(safeLink(`/proc/${pid}/fd/${fd}`))?.[1]))
    } catch {
      return false
    }
  })
}

function safeLink(file: string) {
  try {
    return fs.readlinkSync(file)
  } catch {
    return ''
  }
}

interface Sample {
  firstPageMs: number
  /** Until the app itself answers (`/readyz`, which the start-up shell holds until then). */
  readyMs: number
  serverMb: number
  treeMb: number
}

async function startOnce(dataDir: string, database: Record<string, string>): Promise<Sample> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn('npm', ['start', '--silent'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      ...database,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SCHEDULER_ENABLED: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const killTree = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.once('exit', killTree)
  try {
    let firstPageMs = 0
    while (!firstPageMs) {
      if (performance.now() - started > 120_000) throw new Error('no answer from / in 120 s')
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`)
        if (res.ok) firstPageMs = performance.now() - started
        await res.arrayBuffer()
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
    await ready.arrayBuffer()
    const readyMs = performance.now() - started
    if (!ready.ok) throw new Error(`/readyz answered ${ready.status}`)
    await new Promise((resolve) => setTimeout(resolve, IDLE_SETTLE_MS))
    const tree = processTree(child.pid!)
    const server = listeningPid(tree, port)
    const treeMb = tree.reduce((sum, pid) => {
      try {
        return sum + rssMb(pid)
      } catch {
        return sum
      }
    }, 0)
    return { firstPageMs, readyMs, serverMb: server ? rssMb(server) : NaN, treeMb }
  } finally {
    killTree()
    await exited
    process.off('exit', killTree)
    // npm's child may outlive npm by a moment; give the data-dir lock time to go.
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

async function runFor(kind: 'pglite' | 'postgres', database: Record<string, string>) {
  const dataDir = tempDataDir(`startup-${kind}`)
  await startOnce(dataDir, database)
  const samples: Sample[] = []
  for (let i = 0; i < RUNS; i++) samples.push(await startOnce(dataDir, database))
  const first = median(samples.map((s) => s.firstPageMs))
  const ready = median(samples.map((s) => s.readyMs))
  const server = median(samples.map((s) => s.serverMb))
  const tree = median(samples.map((s) => s.treeMb))
  console.log(
    `${kind}: first answer of / ${first.toFixed(0)} ms, app ready ${ready.toFixed(0)} ms; idle RSS server ${server.toFixed(0)} MiB, ` +
      `whole tree ${tree.toFixed(0)} MiB (median of ${RUNS}; runs ${samples
        .map(
          (s) =>
            `${s.firstPageMs.toFixed(0)} / ${s.readyMs.toFixed(0)} ms, ${s.serverMb.toFixed(0)} MiB`,
        )
        .join(', ')})`,
  )
  let failed = false
  if (first > START_BUDGET_MS) {
    console.error(`  over the ${START_BUDGET_MS} ms start budget`)
    failed = true
  }
  if (server > RSS_BUDGET_MB[kind]) {
    console.error(`  over the ${RSS_BUDGET_MB[kind]} MiB idle budget`)
    failed = true
  }
  return failed
}

console.log(`bench/startup — ${machineLine()}`)
let failed = await runFor('pglite', {})
const pgUrl = process.env.BENCH_PG_URL
if (pgUrl) {
  failed = (await withBenchSchema(pgUrl, 'startup', (env) => runFor('postgres', env))) || failed
}
if (failed) process.exitCode = 1
