import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, SERVER_ENTRY, waitUntilReady } from '../../support/server-process'

export interface RunningServer {
  baseUrl: string
  dataDir: string
  stop(): Promise<void>
}

/** Starts the real server (the compiled `src/server/main.ts`) on a free port with a throw-away DATA_DIR. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-e2e-'))
  // A copy of the run's migrated database (global-setup.ts) skips initdb and the migrations.
  const template = process.env.HC_E2E_DB_TEMPLATE
  if (template && fs.existsSync(template))
    fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true })
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await waitUntilReady(baseUrl, child, { timeoutMs: 60_000 })
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
