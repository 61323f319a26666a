/**
 * `npm run backup` on a running PGlite server while board posts keep arriving, then
 * `npm run restore` into an empty folder and a server started on it: every post acknowledged
 * before the backup began is there, the posts form an unbroken prefix of what was written (no
 * torn state), and the secret key, an uploaded audio file and a vault note come back
 * (decision 213).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { testWav } from '@/server/modules/media/test-audio'
import { spawnServer, type ServerProcess } from './support/crash-server'

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-backup-'))
const servers: ServerProcess[] = []
afterAll(async () => {
  for (const server of servers) await server.kill('SIGKILL')
  fs.rmSync(base, { recursive: true, force: true })
})

/** Runs an npm script as an operator would, on `dataDir`; resolves with its exit and output. */
function npmRun(script: string, args: string[], dataDir: string) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', VAULTS_DIR: '', NODE_ENV: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  )
}

async function start(dataDir: string) {
  const server = await spawnServer(dataDir)
  servers.push(server)
  return server
}

const WORD = 'bkpwrite'

it('restores every write acknowledged before a backup of the running server began', async () => {
  const dataDir = path.join(base, 'live')
  fs.mkdirSync(dataDir)
  const template = process.env.HC_E2E_DB_TEMPLATE
  if (template && fs.existsSync(template))
    fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true })
  const vaultNote = path.join(dataDir, 'vaults', 'Backups', 'Kept.md')
  fs.mkdirSync(path.dirname(vaultNote), { recursive: true })
  fs.writeFileSync(vaultNote, '# Kept\n\nA note of the person’s own.\n')
  const live = await start(dataDir)
  const origin = { origin: live.baseUrl }

  const register = await fetch(`${live.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify({
      username: 'backup_ada',
      email: 'backup_ada@example.com',
      password: 'long-enough-password',
    }),
  })
  expect(register.status).toBe(201)
  const cookie = /hc_session=[^;]+/.exec(register.headers.get('set-cookie') ?? '')![0]
  const wav = testWav(1)
  const form = new FormData()
  form.append('title', 'Backup tone')
  form.append('file', new Blob([Buffer.from(wav)], { type: 'audio/wav' }), 'tone.wav')
  const upload = await fetch(`${live.baseUrl}/api/audio/tracks`, {
    method: 'POST',
    headers: { cookie, ...origin },
    body: form,
  })
  expect(upload.status).toBe(201)
  const track = (await upload.json()) as { id: string }

  // One writer, one post at a time: post n is acknowledged before post n + 1 is sent.
  const acknowledgedAt: number[] = []
  let writing = true
  const writer = (async () => {
    for (let n = 0; writing; n++) {
      const response = await fetch(`${live.baseUrl}/api/ai-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...origin },
        body: JSON.stringify({ content: `${WORD} ${n}`, messageType: 'announcement' }),
      })
      expect(response.status).toBe(201)
      acknowledgedAt.push(performance.now())
    }
  })()
  while (acknowledgedAt.length < 20) await new Promise((resolve) => setTimeout(resolve, 20))

  const backupStarted = performance.now()
  const acknowledgedBefore = acknowledgedAt.length
  const snapshot = path.join(base, 'snapshot')
  const backup = await npmRun('backup', ['--out', snapshot], dataDir)
  const backupEnded = performance.now()
  writing = false
  await writer
  expect(backup.code, backup.output).toBe(0)
  // The server kept taking writes while the backup ran, and took the dump itself.
  const during = acknowledgedAt.filter((at) => at > backupStarted && at < backupEnded).length
  expect(during).toBeGreaterThan(0)
  const manifest = JSON.parse(fs.readFileSync(path.join(snapshot, 'manifest.json'), 'utf8'))
  expect(manifest.database).toMatchObject({ kind: 'pglite', taken: 'through the running server' })
  expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('backup-'))).toEqual([])
  const written = acknowledgedAt.length
  expect((await fetch(`${live.baseUrl}/healthz`)).status).toBe(200)
  await live.kill('SIGTERM')
  expect(live.child.exitCode).toBe(0)

  const restoredDir = path.join(base, 'restored')
  const restore = await npmRun('restore', [snapshot], restoredDir)
  expect(restore.code, restore.output).toBe(0)

  expect(fs.readFileSync(path.join(restoredDir, 'secret.key'))).toEqual(
    fs.readFileSync(path.join(dataDir, 'secret.key')),
  )
  expect(fs.statSync(path.join(restoredDir, 'secret.key')).mode & 0o777).toBe(0o600)
  expect(fs.readFileSync(path.join(restoredDir, 'vaults', 'Backups', 'Kept.md'), 'utf8')).toBe(
    fs.readFileSync(vaultNote, 'utf8'),
  )

  // A second restore into the now full folder is refused, while a server starts on it.
  const [again, restored] = await Promise.all([
    npmRun('restore', [snapshot], restoredDir),
    start(restoredDir),
  ])
  expect(again.code).not.toBe(0)
  expect(again.output).toContain(`DATA_DIR ${restoredDir} is not empty`)
  const numbers: number[] = []
  let before: number | undefined
  for (;;) {
    const query = new URLSearchParams({ q: WORD, limit: '200' })
    if (before) query.set('before', String(before))
    const page = (await (await fetch(`${restored.baseUrl}/api/ai-messages?${query}`)).json()) as {
      id: number
      content: string
    }[]
    for (const message of page) numbers.push(Number(message.content.split(' ')[1]))
    if (page.length < 200) break
    before = page.at(-1)!.id
  }
  numbers.sort((a, b) => a - b)
  // An unbroken run from the first post: at least every one acknowledged before the backup
  // began, at most every one sent.
  expect(numbers.length).toBeGreaterThanOrEqual(acknowledgedBefore)
  expect(numbers.length).toBeLessThanOrEqual(written)
  expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, n) => n))

  const audio = await fetch(`${restored.baseUrl}/api/audio/tracks/${track.id}/file`, {
    headers: { cookie },
  })
  expect(audio.status).toBe(200)
  expect(new Uint8Array(await audio.arrayBuffer())).toEqual(wav)
})
