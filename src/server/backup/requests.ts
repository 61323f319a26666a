import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/**
 * A running PGlite server holds its data folder, so `npm run backup` asks the server itself for
 * the database: it leaves a request file in DATA_DIR and sends this signal to the pid in the lock
 * file; the server writes the dump next to the request (decision 213). Only a process that may
 * write into DATA_DIR and signal the server (its own user, or root) can ask.
 */
export const BACKUP_SIGNAL = 'SIGUSR2'
/** Written by a server that answers backup requests, holding its pid; gone when it stops. */
export const BACKUP_SIGNAL_FILE = 'humancodex.backup-signal'

const REQUEST = /^backup-([0-9a-f]{16})\.request$/

export const backupFiles = (dataDir: string, id: string) => ({
  request: path.join(dataDir, `backup-${id}.request`),
  dump: path.join(dataDir, `backup-${id}.tar.gz`),
  error: path.join(dataDir, `backup-${id}.error`),
})

interface Log {
  info(object: object, message: string): void
  error(object: object, message: string): void
}

export interface BackupRequests {
  /** The database is open: answer requests, those that came while starting too, with `dump`. */
  ready(dump: () => Promise<Blob>): void
  /** Answers every request file in DATA_DIR now (what the signal starts); resolves when done. */
  answer(): Promise<void>
  /** Stopping: later requests are refused, and the signal file goes. */
  close(): Promise<void>
}

/**
 * Listens for backup requests from the start, so that the signal never finds Node's default
 * action (ending the process) while the app is still loading; they wait until `ready`.
 */
export function answerBackupRequests(
  dataDir: string,
  log: Log,
  { signal = process.platform !== 'win32' } = {},
): BackupRequests {
  let dump: (() => Promise<Blob>) | undefined
  let closed = false
  let queue = Promise.resolve()

  const answerOne = async (id: string) => {
    const files = backupFiles(dataDir, id)
    try {
      if (closed || !dump) throw new Error('the server is stopping')
      const started = performance.now()
      const blob = await dump()
      const dumpedMs = Math.round(performance.now() - started)
      const bytes = await writeGzipped(files.dump, blob)
      log.info({ id, bytes, dumpedMs }, 'database dumped for a backup')
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await fs.promises.writeFile(files.error, message, { mode: 0o600 }).catch(() => {})
      log.error({ id, err: error }, 'database dump for a backup failed')
    } finally {
      await fs.promises.rm(files.request, { force: true })
    }
  }

  const answerAll = async () => {
    // Still starting: the requests wait in the folder until `ready`.
    if (!dump && !closed) return
    const names = await fs.promises.readdir(dataDir)
    for (const name of names) {
      const id = REQUEST.exec(name)?.[1]
      if (id) await answerOne(id)
    }
  }

  const answer = () => {
    queue = queue
      .then(answerAll)
      .catch((error: unknown) => log.error({ err: error }, 'backup requests unanswered'))
    return queue
  }

  // Windows has no such signal: a backup there is taken with the server stopped.
  if (signal) {
    process.on(BACKUP_SIGNAL, () => void answer())
    fs.writeFileSync(path.join(dataDir, BACKUP_SIGNAL_FILE), `${process.pid}\n`)
  }

  return {
    ready(dumpDataDir) {
      dump = dumpDataDir
      void answer()
    },
    answer,
    async close() {
      closed = true
      // The listener stays: the signal must not end a process that is finishing its requests.
      fs.rmSync(path.join(dataDir, BACKUP_SIGNAL_FILE), { force: true })
      await answer()
    },
  }
}

/** The pid named by the signal file when it is `holder`: that server answers backup requests. */
export function answersBackups(dataDir: string, holder: number): boolean {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, BACKUP_SIGNAL_FILE), 'utf8').trim())
    return pid === holder
  } catch {
    return false
  }
}

const gzip = promisify(zlib.gzip)

/**
 * Writes `blob` gzipped to `file`, whole or not at all; returns the bytes written. Compressed
 * here, on libuv's threads, after the database's lock is let go.
 */
export async function writeGzipped(file: string, blob: Blob): Promise<number> {
  const packed = await gzip(Buffer.from(await blob.arrayBuffer()), { level: 1 })
  const partial = `${file}.partial`
  await fs.promises.writeFile(partial, packed, { mode: 0o600 })
  await fs.promises.rename(partial, file)
  return packed.length
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Asks the server `pid` on `dataDir` for a dump of its database and moves it to `target`.
 * Throws with the server's reason if it fails, stops meanwhile or says nothing in `timeoutMs`.
 */
export async function dumpThroughServer(
  dataDir: string,
  pid: number,
  target: string,
  { timeoutMs = 10 * 60_000, pollMs = 50 } = {},
) {
  const id = randomBytes(8).toString('hex')
  const files = backupFiles(dataDir, id)
  await fs.promises.writeFile(files.request, '', { flag: 'wx', mode: 0o600 })
  try {
    process.kill(pid, BACKUP_SIGNAL)
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (fs.existsSync(files.dump)) {
        await moveFile(files.dump, target)
        return
      }
      if (fs.existsSync(files.error)) {
        const reason = fs.readFileSync(files.error, 'utf8').trim()
        throw new Error(`The server (pid ${pid}) could not dump its database: ${reason}`)
      }
      if (!isAlive(pid)) throw new Error(`The server (pid ${pid}) stopped before its dump was done`)
      if (Date.now() > deadline)
        throw new Error(`The server (pid ${pid}) did not dump its database in ${timeoutMs} ms`)
      await sleep(pollMs)
    }
  } finally {
    for (const file of Object.values(files)) await fs.promises.rm(file, { force: true })
  }
}

/** Renames, or copies where `target` is on another file system. */
async function moveFile(from: string, to: string) {
  try {
    await fs.promises.rename(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await fs.promises.copyFile(from, to)
  }
}
