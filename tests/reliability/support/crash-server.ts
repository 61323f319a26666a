import { spawn, type ChildProcess } from 'node:child_process'
import { freePort, SERVER_ENTRY, waitUntilReady } from '../../support/server-process'

/** One run of the compiled `src/server/main.ts` on a DATA_DIR the caller owns (kept after the process ends). */
export interface ServerProcess {
  baseUrl: string
  child: ChildProcess
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string
  /** Sends the signal and resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>
}

export async function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
  options: { openFiles?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const node = [process.execPath, SERVER_ENTRY]
  // `ulimit -n` of a service, set by the shell that then becomes the server.
  const command = options.openFiles
    ? ['sh', '-c', `ulimit -n ${options.openFiles} && exec "$0" "$@"`, ...node]
    : node
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATABASE_SCHEMA: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
  try {
    await waitUntilReady(server.baseUrl, child, { timeoutMs: 60_000, output: server.output })
  } catch (error) {
    await server.kill('SIGKILL')
    throw error
  }
  return server
}
