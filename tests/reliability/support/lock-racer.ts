/**
 * One contender in the DATA_DIR lock race (tests/reliability/data-dir-lock.test.ts). Prints
 * "ready", reads the start time from stdin, then at each round's moment tries to lock
 * `<base>/round-<n>` and prints "<n> won|lost". It keeps every lock it won, alive, until stdin
 * closes, as a running server would.
 */
import path from 'node:path'
import { DataDirLockedError, lockDataDir } from '../../../src/server/data-dir-lock'

const [base, roundsText, intervalText] = process.argv.slice(2)
const rounds = Number(roundsText)
const interval = Number(intervalText)

process.stdout.write('ready\n')
process.stdin.once('data', async (chunk) => {
  const startAt = Number(String(chunk).trim())
  for (let round = 0; round < rounds; round++) {
    const at = startAt + round * interval
    while (Date.now() < at) await new Promise((resolve) => setImmediate(resolve))
    let outcome: string
    try {
      lockDataDir(path.join(base!, `round-${round}`))
      outcome = 'won'
    } catch (error) {
      outcome = error instanceof DataDirLockedError ? 'lost' : `error ${String(error)}`
    }
    process.stdout.write(`${round} ${outcome}\n`)
  }
  process.stdout.write('done\n')
})
process.stdin.on('end', () => process.exit(0))
