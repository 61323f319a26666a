import type { ChildProcess } from 'node:child_process'
import net from 'node:net'

/**
 * What the test servers run: the compiled server (`npm run build`), as `npm start` does, not the
 * sources through tsx, which compiled them again in every server's start (decision 182). The
 * e2e global setup (tests/e2e/support/global-setup.ts) builds it at the start of each run.
 */
export const SERVER_ENTRY = 'dist/server/main.js'

/** A port nothing listens on right now, for a server process about to start. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Polls `/readyz` until the spawned server answers. Throws (with the process's output when
 * `output` gives it) if the process exits first, or kills it and throws after `timeoutMs`.
 */
export async function waitUntilReady(
  baseUrl: string,
  child: ChildProcess,
  {
    timeoutMs,
    output = () => '',
    intervalMs = 100,
  }: { timeoutMs: number; output?: () => string; intervalMs?: number },
) {
  const tail = () => (output() ? `:\n${output()}` : '')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode}${tail()}`)
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not become ready within ${timeoutMs / 1000} s${tail()}`)
}
