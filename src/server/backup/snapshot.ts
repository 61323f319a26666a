import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { SECRET_KEY_FILE } from '../ai/secret-box'
import type { Config } from '../config'
import { lockDataDir, lockHolder } from '../data-dir-lock'
import { answersBackups, dumpThroughServer, writeGzipped } from './requests'

/**
 * One snapshot is a folder (decision 213):
 *   manifest.json    what it holds (below)
 *   db.tar.gz        PGlite's data folder (`dumpDataDir`), or database.pgdump from pg_dump
 *   secret.key       DATA_DIR/secret.key, when the install has one (no SECRETS_KEY)
 *   audio/           DATA_DIR/audio, audio uploads of releases that kept them there
 *   vaults/          VAULTS_DIR, the people's notes with its hidden `.media` folder
 */
export const SNAPSHOT_FORMAT = 'humancodex-snapshot'
const MANIFEST = 'manifest.json'
const PGLITE_DUMP = 'db.tar.gz'
const PG_DUMP = 'database.pgdump'

export interface Manifest {
  format: typeof SNAPSHOT_FORMAT
  version: 1
  createdAt: string
  database:
    | { kind: 'pglite'; file: string; taken: 'through the running server' | 'from the folder' }
    | { kind: 'postgres'; file: string | null; command: string }
  secretKey: boolean
  audio: boolean
  vaults: boolean
}

/** A refusal the scripts print as it is, without a stack. */
export class BackupError extends Error {}

type Log = (line: string) => void

/** Temporary files that are no one's data: half-received uploads. */
const TRANSIENT = new Set(['.incoming'])

/** True when `dir` does not exist or holds nothing. */
export function isEmptyFolder(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '')

/**
 * Where the snapshot goes: `--out` itself when nothing is there, a new `humancodex-<time>`
 * folder inside it when it is a folder, and `./backups/humancodex-<time>` without `--out`.
 */
export function snapshotTarget(out: string | undefined, now = new Date()): string {
  const name = `humancodex-${stamp(now)}`
  if (!out) return path.resolve('backups', name)
  const resolved = path.resolve(out)
  const stat = fs.statSync(resolved, { throwIfNoEntry: false })
  if (!stat) return resolved
  if (stat.isDirectory()) return path.join(resolved, name)
  throw new BackupError(`--out ${resolved} is a file: name a folder, or a path not yet taken`)
}

async function copyTree(from: string, to: string) {
  await fs.promises.cp(from, to, {
    recursive: true,
    preserveTimestamps: true,
    errorOnExist: true,
    force: false,
    filter: (source) => !TRANSIENT.has(path.basename(source)),
  })
}

const hasEntries = (dir: string) => fs.existsSync(dir) && !isEmptyFolder(dir)

/** The PostgreSQL URL without its password, which goes in PGPASSWORD instead. */
function pgDumpCommand(config: Config, file: string) {
  const url = new URL(config.databaseUrl!)
  const password = decodeURIComponent(url.password)
  url.password = ''
  const args = ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url.toString()}`]
  if (config.databaseSchema) args.push(`--schema=${config.databaseSchema}`)
  const quoted = args.map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' ')
  return { args, password, text: `${password ? 'PGPASSWORD=… ' : ''}pg_dump ${quoted}` }
}

/** The database of a PGlite install: through the server `holder` when one runs. */
async function dumpPglite(config: Config, holder: number | undefined, file: string, log: Log) {
  if (holder) {
    if (!answersBackups(config.dataDir, holder))
      throw new BackupError(
        `The server holding ${config.dataDir} (pid ${holder}) does not take backups (a release ` +
          'before them, or Windows): stop it, then run the backup again.',
      )
    log(`Asking the running server (pid ${holder}) for its database…`)
    await dumpThroughServer(config.dataDir, holder, file)
    return 'through the running server' as const
  }
  const folder = path.join(config.dataDir, 'db')
  log(`No server is running on ${config.dataDir}: reading ${folder} itself…`)
  const db = new PGlite({ dataDir: folder })
  try {
    await db.waitReady
    await writeGzipped(file, await db.dumpDataDir('none'))
  } finally {
    await db.close()
  }
  return 'from the folder' as const
}

/**
 * Writes a snapshot of the install `config` names; returns its folder, and whether its database
 * is in it (false: PostgreSQL without pg_dump; the command to run was logged). The database
 * comes first, the files after it, so every row in the dump finds its file.
 */
export async function takeSnapshot(
  config: Config,
  options: { out?: string; log?: Log; now?: Date } = {},
): Promise<{ folder: string; manifest: Manifest }> {
  const log = options.log ?? (() => {})
  const target = snapshotTarget(options.out, options.now)
  const partial = `${target}.partial`
  // Without a running server the folder is ours until the files are copied, so none starts.
  const holder = config.databaseUrl ? undefined : lockHolder(config.dataDir)
  const folder = path.join(config.dataDir, 'db')
  if (!config.databaseUrl && !holder && !fs.existsSync(path.join(folder, 'PG_VERSION')))
    throw new BackupError(`No PGlite database in ${folder}: is DATA_DIR right?`)
  const lock = config.databaseUrl || holder ? undefined : offlineLock(config)
  try {
    await fs.promises.mkdir(path.dirname(target), { recursive: true })
    await fs.promises.mkdir(partial, { mode: 0o700 })
  } catch (error) {
    lock?.release()
    throw error
  }
  try {
    let database: Manifest['database']
    if (config.databaseUrl) {
      const pgDump = pgDumpCommand(config, path.join(partial, PG_DUMP))
      const run = spawnSync('pg_dump', pgDump.args, {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, ...(pgDump.password ? { PGPASSWORD: pgDump.password } : {}) },
      })
      const command = pgDumpCommand(config, path.join(target, PG_DUMP)).text
      if (run.error || run.status !== 0) {
        log(
          run.error
            ? 'pg_dump is not installed here: the database is NOT in this snapshot. Run:'
            : `pg_dump failed (exit ${run.status}): the database is NOT in this snapshot. Run:`,
        )
        log(`  ${command}`)
        await fs.promises.rm(path.join(partial, PG_DUMP), { force: true })
        database = { kind: 'postgres', file: null, command }
      } else database = { kind: 'postgres', file: PG_DUMP, command }
    } else {
      const taken = await dumpPglite(config, holder, path.join(partial, PGLITE_DUMP), log)
      database = { kind: 'pglite', file: PGLITE_DUMP, taken }
    }

    const secretKey = path.join(config.dataDir, SECRET_KEY_FILE)
    const hasSecretKey = fs.existsSync(secretKey)
    if (hasSecretKey) await fs.promises.copyFile(secretKey, path.join(partial, SECRET_KEY_FILE))
    const audio = path.join(config.dataDir, 'audio')
    const hasAudio = hasEntries(audio)
    if (hasAudio) await copyTree(audio, path.join(partial, 'audio'))
    const hasVaults = hasEntries(config.vaultsDir)
    if (hasVaults) await copyTree(config.vaultsDir, path.join(partial, 'vaults'))

    const manifest: Manifest = {
      format: SNAPSHOT_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      database,
      secretKey: hasSecretKey,
      audio: hasAudio,
      vaults: hasVaults,
    }
    await fs.promises.writeFile(
      path.join(partial, MANIFEST),
      `${JSON.stringify(manifest, null, 2)}\n`,
    )
    await fs.promises.rename(partial, target)
    return { folder: target, manifest }
  } catch (error) {
    await fs.promises.rm(partial, { recursive: true, force: true })
    throw error
  } finally {
    lock?.release()
  }
}

function offlineLock(config: Config) {
  try {
    return lockDataDir(config.dataDir)
  } catch (error) {
    throw new BackupError(`${(error as Error).message} Run the backup again.`)
  }
}

export function readManifest(folder: string): Manifest {
  let manifest: Partial<Manifest>
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST), 'utf8')) as Manifest
  } catch {
    throw new BackupError(`${folder} is not a HumanCodex snapshot (no readable ${MANIFEST})`)
  }
  if (manifest.format !== SNAPSHOT_FORMAT || manifest.version !== 1)
    throw new BackupError(`${folder} is not a snapshot this release reads (format, version)`)
  return manifest as Manifest
}

/**
 * Brings a snapshot back into an empty DATA_DIR (and an empty VAULTS_DIR when it holds vaults);
 * refuses anything else before writing a byte. A failed restore removes what it wrote.
 */
export async function restoreSnapshot(
  config: Config,
  folder: string,
  log: Log = () => {},
): Promise<Manifest> {
  const from = path.resolve(folder)
  const manifest = readManifest(from)
  if (manifest.database.kind === 'pglite' && config.databaseUrl)
    throw new BackupError(
      'This snapshot holds a PGlite database but DATABASE_URL is set: unset it to restore here.',
    )
  const refuse = (dir: string, what: string) => {
    const entries = fs.readdirSync(dir).slice(0, 5).join(', ')
    return new BackupError(
      `${what} ${dir} is not empty (${entries}): restore only into an empty folder. Move it ` +
        'aside, or point DATA_DIR (and VAULTS_DIR) at new folders.',
    )
  }
  if (!isEmptyFolder(config.dataDir)) throw refuse(config.dataDir, 'DATA_DIR')
  if (manifest.vaults && !isEmptyFolder(config.vaultsDir))
    throw refuse(config.vaultsDir, 'VAULTS_DIR')

  const createdDataDir = !fs.existsSync(config.dataDir)
  const createdVaultsDir = manifest.vaults && !fs.existsSync(config.vaultsDir)
  const lock = lockDataDir(config.dataDir)
  try {
    if (manifest.database.kind === 'pglite') {
      log(`Loading the database into ${path.join(config.dataDir, 'db')}…`)
      const dump = await fs.promises.readFile(path.join(from, manifest.database.file))
      const db = new PGlite({
        dataDir: path.join(config.dataDir, 'db'),
        loadDataDir: new Blob([dump]),
      })
      try {
        await db.waitReady
        await db.query('select 1')
      } finally {
        await db.close()
      }
    }
    if (manifest.secretKey) {
      const key = path.join(config.dataDir, SECRET_KEY_FILE)
      await fs.promises.copyFile(path.join(from, SECRET_KEY_FILE), key, fs.constants.COPYFILE_EXCL)
      await fs.promises.chmod(key, 0o600)
    }
    if (manifest.audio) await copyTree(path.join(from, 'audio'), path.join(config.dataDir, 'audio'))
    if (manifest.vaults) await copyTree(path.join(from, 'vaults'), config.vaultsDir)
  } catch (error) {
    lock.release()
    // Both folders were empty: what is in them now is this restore's.
    for (const dir of [config.dataDir, ...(manifest.vaults ? [config.vaultsDir] : [])]) {
      if (!fs.existsSync(dir)) continue
      for (const entry of fs.readdirSync(dir))
        fs.rmSync(path.join(dir, entry), { recursive: true, force: true })
    }
    if (createdVaultsDir) fs.rmSync(config.vaultsDir, { recursive: true, force: true })
    if (createdDataDir) fs.rmSync(config.dataDir, { recursive: true, force: true })
    throw error
  }
  lock.release()
  return manifest
}
