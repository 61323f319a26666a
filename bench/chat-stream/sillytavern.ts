import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { freePort } from '../../tests/support/server-process'
import { sleep } from '../support/stats'

/** SillyTavern's own server (`node server.js`) on a free port; resolves once it answers. */
export async function startSillyTavern(dir: string) {
  if (!fs.existsSync(path.join(dir, 'server.js')))
    throw new Error(`SILLYTAVERN_DIR=${dir} holds no server.js`)
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['server.js', '--port', String(port), '--listen', 'false'],
    {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production' },
      // Its console output (it logs every request body) is part of what it costs, as ours is.
      stdio: ['ignore', 'ignore', 'ignore'],
    },
  )
  const kill = () => child.kill('SIGKILL')
  process.once('exit', kill)
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`SillyTavern exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error('SillyTavern did not start within 180 s')
    const ready = await fetch(`${baseUrl}/csrf-token`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) break
    await sleep(200)
  }
  // What its browser client does first: a CSRF token bound to a session cookie.
  const answer = await fetch(`${baseUrl}/csrf-token`)
  const { token } = (await answer.json()) as { token: string }
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  return {
    baseUrl,
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
    pid: child.pid!,
    stop: () => {
      process.off('exit', kill)
      child.kill('SIGTERM')
    },
  }
}
