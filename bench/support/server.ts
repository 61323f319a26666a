import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort, waitUntilReady } from '../../tests/support/server-process'
import { ensureBuilt } from '../../scripts/build/ensure-built.mjs'
import { openFds, rssMb, socketStates } from './proc'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface BenchServer {
  baseUrl: string
  pid: number
  dataDir: string
  /** Spawn to ready (`/readyz` answers 200). */
  startupMs: number
  rssMb(): number
  openFds(): { total: number; sockets: number }
  /** What the server's sockets are (see `socketStates`). */
  sockets(): ReturnType<typeof socketStates>
  /** SIGTERM: the graceful shutdown of `main.ts`; resolves with the exit code. */
  stop(): Promise<number | null>
  /** SIGKILL: a crash, nothing flushed by the process itself. */
  kill(): Promise<void>
}

/** A temporary DATA_DIR, removed when the bench exits even if it fails. */
export function tempDataDir(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hc-bench-${name}-`))
  process.once('exit', () => removeDataDir(dir))
  return dir
}

export function removeDataDir(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true })
}

/** The Node flags `npm start` runs the server with (decision 181), read from its script. */
export function serverNodeFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string }
  }
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'))
}

/**
 * The production server (`dist/server/main.js` with `npm start`'s Node flags, built when
 * stale, under `NODE_ENV=production`, default logging) in its own process,
 * so the load generator and the server do not share an event loop and the server's memory is
 * its own. PGlite on disk in `dataDir/db` unless `env.DATABASE_URL` is set. With
 * `BENCH_CPU_PROF=<dir>` the server writes a V8 CPU profile there when it exits.
 */
export async function startBenchServer(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  ensureBuilt(['server'])
  const port = await freePort()
  const dataDir = options.dataDir ?? tempDataDir('server')
  const profileDir = process.env.BENCH_CPU_PROF
  const started = performance.now()
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...serverNodeFlags(),
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
      'dist/server/main.js',
    ],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: '',
        NODE_ENV: 'production',
        // The default level (info): the access log is part of what a request costs.
        ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        CLIENT_DIR: path.join(REPO_ROOT, 'dist/client'),
        RATE_LIMIT_PER_MINUTE: '100000000',
        SCHEDULER_ENABLED: 'false',
        ...options.env,
      },
      // The log goes where a service's would, not to the terminal running the bench.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  // A bench that dies (an exception, Ctrl-C) takes its server with it.
  const orphanGuard = () => child.kill('SIGKILL')
  process.once('exit', orphanGuard)
  void exited.then(() => process.off('exit', orphanGuard))
  const baseUrl = `http://127.0.0.1:${port}`
  // Asked every 10 ms: start-up is measured to the first answer, not to the next poll.
  await waitUntilReady(baseUrl, child, { timeoutMs: 120_000, intervalMs: 10 })
  const pid = child.pid!
  return {
    baseUrl,
    pid,
    dataDir,
    startupMs: performance.now() - started,
    rssMb: () => rssMb(pid),
    openFds: () => openFds(pid),
    sockets: () => socketStates(pid, port),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exited
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
