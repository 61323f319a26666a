/**
 * Processes that lock one DATA_DIR at the same instant: exactly one wins, on a fresh folder and
 * over a stale lock alike (decision 140). Four contenders race 50 rounds of each.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'

const CONTENDERS = 4
const ROUNDS = 100
const STALE_FROM = 50
const INTERVAL_MS = 30

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-lock-race-'))
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  fs.rmSync(base, { recursive: true, force: true })
})

function contender() {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/reliability/support/lock-racer.ts',
      base,
      String(ROUNDS),
      String(INTERVAL_MS),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  children.push(child)
  let output = ''
  const ready = new Promise<void>((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.startsWith('ready\n')) resolve()
    })
  })
  const done = new Promise<string[]>((resolve) => {
    child.stdout!.on('data', () => {
      if (output.endsWith('done\n')) resolve(output.split('\n').slice(1, -2))
    })
  })
  return { child, ready, done }
}

it('lets exactly one of several processes take a DATA_DIR, fresh or over a stale lock', async () => {
  // A dead process's lock in each of the last 50 folders.
  const deadPid = spawnSync(process.execPath, ['-e', '']).pid
  for (let round = STALE_FROM; round < ROUNDS; round++) {
    fs.mkdirSync(path.join(base, `round-${round}`))
    fs.writeFileSync(path.join(base, `round-${round}`, 'humancodex.lock'), `${deadPid} stale`)
  }
  const racers = Array.from({ length: CONTENDERS }, contender)
  await Promise.all(racers.map((racer) => racer.ready))
  const startAt = Date.now() + 500
  for (const racer of racers) racer.child.stdin!.write(`${startAt}\n`)
  const results = await Promise.all(racers.map((racer) => racer.done))

  const winners = Array.from({ length: ROUNDS }, () => 0)
  for (const lines of results) {
    expect(lines).toHaveLength(ROUNDS)
    for (const line of lines) {
      const [round, outcome] = line.split(' ')
      expect(['won', 'lost'], line).toContain(outcome)
      if (outcome === 'won') winners[Number(round)]!++
    }
  }
  expect(winners).toEqual(Array.from({ length: ROUNDS }, () => 1))
  // Whoever won holds a whole lock naming itself, and no takeover file is left behind.
  const pids = new Set(racers.map((racer) => racer.child.pid))
  for (let round = 0; round < ROUNDS; round++) {
    const dir = path.join(base, `round-${round}`)
    const holder = Number(fs.readFileSync(path.join(dir, 'humancodex.lock'), 'utf8').split(' ')[0])
    expect(pids.has(holder), `round ${round}`).toBe(true)
    expect(fs.readdirSync(dir), `round ${round}`).toEqual(['humancodex.lock'])
  }
  for (const racer of racers) racer.child.stdin!.end()
})
