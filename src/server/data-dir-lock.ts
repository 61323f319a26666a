import fs from 'node:fs'
import path from 'node:path'

export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void
}

const LOCK_FILE = 'humancodex.lock'

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it, so the
 * first process writes its pid into a lock file and later ones refuse to start while it lives.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      return { release: () => releaseIfOurs(file) }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(fs.readFileSync(file, 'utf8').trim())
      if (isAlive(holder) && holder !== process.pid) {
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another HumanCodex process (pid ${holder}). ` +
            'Stop it first, or give this one its own DATA_DIR.',
        )
      }
      fs.rmSync(file, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}`)
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function releaseIfOurs(file: string) {
  try {
    if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file)
  } catch {
    // already gone
  }
}
