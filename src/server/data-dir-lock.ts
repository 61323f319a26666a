import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void
}

const LOCK_FILE = 'humancodex.lock'
/** Takeovers crossing each other wait this long between looks, this many times. */
const RETRY_MS = 20
const ATTEMPTS = 50

type Claim = { won: true } | { won: false; holder: number }

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it, so the
 * first process holds a lock file naming it ("pid nonce") and later ones refuse to start while
 * it lives. Every step is atomic: the file appears whole (a hard link of a finished file), and a
 * stale one is replaced only by the single process that claims that very stale content
 * (decision 140).
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, LOCK_FILE)
  const mine = `${process.pid} ${randomBytes(8).toString('hex')}`
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const claim = claimFile(file, mine)
    if (claim.won) return { release: () => releaseIfOurs(file, mine) }
    if (claim.holder > 0) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another HumanCodex process (pid ${claim.holder}). ` +
          'Stop it first, or give this one its own DATA_DIR.',
      )
    }
    sleep(RETRY_MS)
  }
  throw new DataDirLockedError(
    `Could not lock DATA_DIR ${dataDir}: another process kept taking it over`,
  )
}

/** The pid of the live process holding `dataDir`'s lock, or undefined (none, or a stale lock). */
export function lockHolder(dataDir: string): number | undefined {
  const seen = readIfThere(path.join(dataDir, LOCK_FILE))
  const holder = seen === null ? 0 : pidOf(seen)
  return isAlive(holder) ? holder : undefined
}

/**
 * Takes `file` for `content`. Lost: `holder` is the live pid holding it, or 0 when a takeover
 * by another process is under way (try again).
 */
function claimFile(file: string, content: string): Claim {
  if (createWhole(file, content)) return { won: true }
  const seen = readIfThere(file)
  if (seen === null) return { won: false, holder: 0 }
  const holder = pidOf(seen)
  if (isAlive(holder) && holder !== process.pid) return { won: false, holder }
  // Stale. Only one process can create the takeover file named after this exact content, so
  // only one replaces it; a takeover file is removed only after its lock file was replaced,
  // so whoever creates it later finds the content changed and backs off.
  const takeover = `${file}.takeover-${seen.replace(/[^0-9a-z]+/gi, '-').slice(0, 80)}`
  const claim = claimFile(takeover, content)
  if (!claim.won) return { won: false, holder: 0 }
  try {
    if (readIfThere(file) !== seen) return { won: false, holder: 0 }
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    fs.writeFileSync(temp, content, { flag: 'wx' })
    fs.renameSync(temp, file)
    return { won: true }
  } finally {
    fs.rmSync(takeover, { force: true })
  }
}

/** Creates `file` holding `content`, never visible half-written; false if it exists. */
function createWhole(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  fs.writeFileSync(temp, content, { flag: 'wx' })
  try {
    fs.linkSync(temp, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    fs.rmSync(temp, { force: true })
  }
}

function readIfThere(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

const pidOf = (content: string) => Number(content.split(/\s+/)[0])

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4))
const sleep = (ms: number) => Atomics.wait(sleeper, 0, 0, ms)

function releaseIfOurs(file: string, mine: string) {
  if (readIfThere(file) === mine) fs.rmSync(file, { force: true })
}
