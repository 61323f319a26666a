import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, eq, getTableColumns, inArray, like, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { batches } from '../../batches'
import type { Db } from '../../db/open'
import { letRequestsThrough } from '../../let-requests-through'
import {
  vaultAttachments,
  vaultNoteColumns,
  vaultNotes,
  type VaultNote,
} from '../../db/schema/index'
import type { CreateNote, RenamedLinks } from '@/shared/notes'
import type { TouchedNotes } from './notes-changes'
import { OwnWrites } from './own-writes'
import { keepUnedited } from './keep-bytes'
import {
  editNote,
  parseNote,
  splitFrontMatter,
  type ConsciousnessLevel,
  type NoteEdit,
} from './parse-note'
import { likeText } from './service'
import { checkVaultFolder } from './vault-folder'
import { resolveLinksTo } from './vault-links'
import { rewriteNoteRows } from './rewrite-note-rows'
import { relinkLinkers } from './vault-relink'
import { FolderWatcher } from './vault-watch'
import {
  besideFile,
  ChangedOnDisk,
  freePath,
  fileVersion,
  inside,
  isVaultName,
  safeFileStem,
  vaultFiles,
  writeAtomic,
} from './vault-files'
import { isPersonalVault, PERSONAL_ROOT } from './vault-access'

export const SAMPLE_VAULTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/vaults',
)

type Row = VaultNote

/**
 * Copies the sample vaults into an empty `root`, each beside its place first and then moved
 * into it: instances started together on one folder each copy them, and copies made into the
 * same folder at once failed with EEXIST. The first move wins; the others' copies go.
 */
async function copySampleVaults(root: string) {
  for (const name of await fs.promises.readdir(SAMPLE_VAULTS)) {
    const place = path.join(root, name)
    const beside = besideFile(place)
    await fs.promises.cp(path.join(SAMPLE_VAULTS, name), beside, { recursive: true })
    await fs.promises.rename(beside, place).catch(async (error: NodeJS.ErrnoException) => {
      await fs.promises.rm(beside, { recursive: true, force: true })
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error
    })
  }
}

/**
 * A folder or file a scan reads: no hidden part (`.obsidian`, the temporary file a save writes
 * beside a note, the id file and audio beside the vaults, decision 214), but the personal
 * vaults' folder at the top. The watcher's news of anything else is no change of a note.
 */
const scannedPath = (name: string) =>
  name
    .split(path.sep)
    .every((part, i) => !part.startsWith('.') || (i === 0 && part === PERSONAL_ROOT))

/** How the store watches its folder: tests give a watcher that fails, and a shorter poll. */
export interface WatchOptions {
  watch?: typeof fs.watch
  pollMs?: number
}

/** How often the vaults are scanned whole where their folder cannot be watched. */
const POLL_MS = 5_000

/** How long after the last change the GIN indexes' pending lists are cleaned (PGlite). */
const TIDY_AFTER_MS = 5_000

/** Files indexed per statement by a first index, which the server waits for before answering. */
const INDEX_BATCH = 250

/**
 * Files, and bytes of them, indexed per statement by every scan and save on PGlite while the
 * server answers: a statement holds the one thread, and a smaller one lets requests through
 * between them. Its time follows the text it indexes, most of it in the seven full-text and
 * link indexes: on obsidian-hub a batch of 250 files took 480 ms, and ten of its index notes
 * (110–170 kB) 87–139 ms, ten short notes (16 kB) 7–19 ms. A file larger than the bytes is a
 * statement of its own. PostgreSQL runs statements in processes of its own: there a scan writes
 * `INDEX_BATCH` files per statement.
 */
const SERVING_BATCH = 10
const SERVING_BATCH_BYTES = 32_000

/**
 * The notes' columns, each analysed by a statement of its own after a change: the whole table
 * at once held the thread for 340–380 ms on obsidian-hub (6,571 notes), its full-text column
 * alone for 76 ms.
 */
const NOTE_COLUMNS = Object.values(getTableColumns(vaultNotes)).map((column) => column.name)

/** Past this many paths named by the watcher before a scan starts, the scan reads everything. */
const MAX_NAMED_PATHS = 2000

/**
 * A file's time comes from a coarse clock (a kernel tick; seconds on FAT or SMB): another
 * write landing this soon after the time of the bytes we read may carry the very same time.
 */
const SAME_TIME_MS = 2_000

/**
 * Whether a file whose time still matches its row may have been written again since it was
 * read (git's "racily clean" entries): it was read too soon after its time to tell.
 */
const readTooSoon = (row: { modified: Date; readAt: Date }) =>
  row.readAt.getTime() - row.modified.getTime() < SAME_TIME_MS

/**
 * A file's text as the index can hold it: PostgreSQL text has no NUL, so each becomes U+FFFD
 * (as CommonMark reads it) and the note says so; the file itself is never changed.
 */
export function indexableText(source: string): { text: string; warning?: string } {
  if (!source.includes('\0')) return { text: source }
  const count = source.split('\0').length - 1
  return {
    text: source.replaceAll('\0', '\uFFFD'),
    warning: `The file holds ${count} NUL byte${count === 1 ? '' : 's'}, indexed as U+FFFD (the file is kept as it is)`,
  }
}

/** The file changed on disk since the version the save was based on. */
export class NoteConflict extends Error {
  constructor(readonly current: Row | undefined) {
    super('The note changed on disk since it was read')
  }
}

/** The bookkeeping the index keeps for a note whose file does not say it. */
interface Kept {
  consciousnessLevel: ConsciousnessLevel
  created: Date
}

/**
 * Keeps the `vault_notes` index in step with the files under VAULTS_DIR: a full scan at start,
 * then re-scans when the folder changes (edits by Obsidian or anyone else). Files are the truth
 * and are written only where the user changed something (decision 134); scans and writes run
 * one at a time, so a scan never sees a rename half done.
 */
export class VaultStore {
  private watcher: FolderWatcher | null = null
  /** The scans every few seconds where the folder cannot be watched. */
  private poller: NodeJS.Timeout | undefined
  private timer: NodeJS.Timeout | null = null
  /** The pending lists' clean-up a few seconds after the last change (PGlite). */
  private tidyTimer: NodeJS.Timeout | undefined
  private scanning: Promise<void> | null = null
  private followUp: Promise<void> | null = null
  private stopped = false
  /** The start's watcher and scan, when the index already held notes. */
  private catchingUp: Promise<void> | undefined
  /** Notes the scans changed since the planner's statistics were last brought up to date. */
  private changedSinceAnalyze = 0
  /** Whether requests wait on PGlite's thread while this store scans: all but a first index. */
  private answering = false
  /** What the next scan reads: the paths (under `root`) the watcher named, or everything. */
  private dirty: Set<string> | 'all' = 'all'
  /** The files this store wrote itself, and the paths of those the watcher named since. */
  private readonly own: OwnWrites
  private ownNamed = new Set<string>()

  private queue: Promise<unknown> = Promise.resolve()
  /** The database is PostgreSQL, which other instances (with the same vault folder) may use. */
  private shared = false
  readonly lastSync = new Map<string, Date>()
  private readonly changeListeners = new Set<(notes: TouchedNotes) => void>()

  constructor(
    private readonly db: Db,
    readonly root: string,
    private readonly log: FastifyBaseLogger,
    private readonly watching: WatchOptions = {},
  ) {
    this.own = new OwnWrites(root)
  }

  /** `shared`: the database is PostgreSQL, which other instances may use (decision 137). */
  async start(watch: boolean, shared = false) {
    this.shared = shared
    await fs.promises.mkdir(this.root, { recursive: true })
    if ((await this.vaults()).length === 0 && fs.existsSync(SAMPLE_VAULTS)) {
      await copySampleVaults(this.root)
      this.log.info({ root: this.root }, 'sample vault copied')
    }
    await checkVaultFolder(this.db, this.root, shared)
    // Notes already indexed are served at once while the watcher is set up (a folder at a time)
    // and a scan catches up with the files; a first start indexes them before answering.
    const [indexed] = await this.db.select({ id: vaultNotes.id }).from(vaultNotes).limit(1)
    if (!indexed) {
      await this.scan()
      this.answering = true
      if (watch) await this.watch()
      return
    }
    this.answering = true
    this.catchingUp = (async () => {
      await letRequestsThrough()
      if (this.stopped) return
      if (watch) await this.watch()
      await this.scan()
    })()
  }

  /**
   * Watches every folder of the vaults (`FolderWatcher`); where that cannot be done (the
   * system's limit of watches reached, as a large vault can) or a watcher fails later, the
   * vaults are scanned whole every few seconds instead.
   */
  private async watch() {
    const poll = (error: unknown) => {
      this.watcher?.close()
      this.watcher = null
      if (this.poller || this.stopped) return
      const every = this.watching.pollMs ?? POLL_MS
      this.log.warn({ err: error, everyMs: every }, 'vault folder not watched: scanning it instead')
      this.poller = setInterval(() => void this.scan(), every)
      this.poller.unref()
    }
    const watcher = new FolderWatcher(
      this.root,
      (name) => {
        if (scannedPath(name)) this.touch(name)
      },
      { watch: this.watching.watch, include: scannedPath },
    )
    this.watcher = watcher
    watcher.on('error', poll)
    await watcher.start()
  }

  /** Resolves once the scan a restart left to the background has caught up with the files. */
  async caughtUp() {
    await this.catchingUp
  }

  async stop() {
    this.stopped = true
    await this.catchingUp
    this.watcher?.close()
    clearInterval(this.poller)
    clearTimeout(this.tidyTimer)
    if (this.timer) clearTimeout(this.timer)
    await this.scanning
    await this.queue
  }

  /** Calls `listener` after each change with the notes it wrote or removed (see TouchedNotes). */
  onChange(listener: (notes: TouchedNotes) => void) {
    this.changeListeners.add(listener)
  }

  /** Every vault with a folder: the shared ones, then the personal ones (`.personal/<id>`). */
  async allVaults(): Promise<string[]> {
    const entries = await fs.promises
      .readdir(path.join(this.root, PERSONAL_ROOT), { withFileTypes: true })
      .catch(() => [])
    const personal = entries
      .filter((e) => e.isDirectory())
      .map((e) => `${PERSONAL_ROOT}/${e.name}`)
      .filter(isPersonalVault)
      .sort()
    return [...(await this.vaults()), ...personal]
  }

  private changed(notes: TouchedNotes) {
    this.changeListeners.forEach((listener) => listener(notes))
    if (!this.shared && !this.stopped) {
      if (this.tidyTimer) clearTimeout(this.tidyTimer)
      this.tidyTimer = setTimeout(() => void this.cleanPendingLists(), TIDY_AFTER_MS)
      this.tidyTimer.unref()
    }
  }

  /**
   * Moves the entries waiting in the GIN indexes' pending lists into the indexes (PGlite only:
   * on PostgreSQL autovacuum does it). Every search of such an index reads its whole pending
   * list: after a first index of 13,000 notes a note's backlinks took 12 ms, 1 ms after this.
   */
  private async cleanPendingLists() {
    if (this.shared) return
    try {
      const result = await this.db.execute(
        sql`select i.indexrelid::integer as index from pg_index i
          join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
          where i.indrelid = 'vault_notes'::regclass and a.amname = 'gin'`,
      )
      // One index a statement: all seven at once held the thread for up to 186 ms.
      for (const { index } of (result as unknown as { rows: { index: number }[] }).rows) {
        await letRequestsThrough()
        await this.db.execute(sql`select gin_clean_pending_list(${index}::oid::regclass)`)
      }
    } catch (error) {
      this.log.warn({ err: error }, 'vault indexes not tidied')
    }
  }

  /** Runs `task` after every scan or write before it. */
  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => {})
    return run
  }

  /**
   * A write to `vault`'s files, one at a time on this instance and, on PostgreSQL, on every
   * instance: a transaction-scoped advisory lock per vault spans the version check and the
   * write, so two saves of one version sent to two instances at once get one 200 and one 409.
   * The task's own queries run beside the lock's connection; this instance's queue lets one
   * write at a time hold such a connection, so the pool is never drained by waiting writes.
   */
  private writing<T>(vault: string, task: () => Promise<T>): Promise<T> {
    if (!this.shared) return this.exclusive(task)
    return this.exclusive(() =>
      this.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hc_vault_write:${vault}`}))`)
        return task()
      }),
    )
  }

  /** Shared vault folder names. */
  async vaults(): Promise<string[]> {
    const entries = await fs.promises.readdir(this.root, { withFileTypes: true }).catch(() => [])
    return entries
      .filter((e) => e.isDirectory() && isVaultName(e.name))
      .map((e) => e.name)
      .sort()
  }

  /** The watcher named `name` (a path under `root`; null: it could not say which). */
  private touch(name: string | null) {
    if (!name) this.dirty = 'all'
    else if (this.own.has(name)) this.ownNamed.add(name)
    else if (this.dirty !== 'all') {
      this.dirty.add(name)
      if (this.dirty.size > MAX_NAMED_PATHS) this.dirty = 'all'
    }
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.run(), 150)
  }

  /**
   * Re-indexes changed files and forgets deleted ones, reading every file. A call during a scan
   * waits for the next one (the scan under way may have read the folders before the caller's
   * change); the calls made during one scan share that next one.
   */
  scan(): Promise<void> {
    this.dirty = 'all'
    return this.run()
  }

  private run(): Promise<void> {
    if (this.scanning) {
      this.followUp ??= this.scanning.then(() => {
        this.followUp = null
        return this.run()
      })
      return this.followUp
    }
    this.scanning = this.exclusive(async () => {
      let dirty = this.dirty
      const own = this.ownNamed
      this.dirty = new Set()
      this.ownNamed = new Set()
      // This store's writes were indexed as it made them; only a file changed since is read.
      if (dirty !== 'all') for (const name of await this.own.changed(own)) dirty.add(name)
      if (dirty !== 'all' && dirty.size > MAX_NAMED_PATHS) dirty = 'all'
      return dirty === 'all' ? this.scanAll() : this.scanPaths(dirty)
    })
      .catch((error: unknown) => this.log.error({ err: error }, 'vault scan failed'))
      .finally(() => {
        this.scanning = null
      })
    return this.scanning
  }

  /**
   * Reads only the paths the watcher named: a note or attachment written, added or removed. A
   * folder (added, moved or removed: the watcher names only the folder) or a vault itself
   * sends its vault to a full read.
   */
  private async scanPaths(paths: Set<string>) {
    const byVault = new Map<string, string[]>()
    for (const name of paths) {
      const parts = name.split(path.sep)
      const top = parts[0] === PERSONAL_ROOT ? 2 : 1
      // A vault folder, or the folder of the personal vaults, came or went.
      if (parts.length <= top) return this.scanAll()
      const vault = parts.slice(0, top).join('/')
      const file = parts.slice(top)
      if (file.some((part) => part.startsWith('.'))) continue
      if (!isVaultName(vault) && !isPersonalVault(vault)) continue
      const named = byVault.get(vault) ?? []
      named.push(file.join('/'))
      byVault.set(vault, named)
    }
    const touched: number[] = []
    let changed = false
    for (const [vault, named] of byVault) {
      const files = await this.namedFiles(vault, named)
      const result = await this.scanVault(vault, files)
      if (!result) continue
      changed = true
      touched.push(...result)
      this.lastSync.set(vault, new Date())
    }
    if (changed) {
      await this.keepStatistics(touched.length)
      this.changed(touched)
    }
  }

  /**
   * The named paths of a vault that are notes or attachments, whether they exist or not;
   * undefined when one is a folder (or was one: notes are indexed under it).
   */
  private async namedFiles(vault: string, named: string[]) {
    const notes: string[] = []
    const attachments: string[] = []
    for (const file of new Set(named)) {
      const stat = await fs.promises.lstat(path.join(this.root, vault, file)).catch(() => null)
      if (stat?.isDirectory()) return undefined
      if (file.endsWith('.md')) notes.push(file)
      else if (stat?.isFile()) attachments.push(file)
      else if (!stat) {
        const [under] = await this.db
          .select({ id: vaultNotes.id })
          .from(vaultNotes)
          .where(and(eq(vaultNotes.vault, vault), like(vaultNotes.path, `${likeText(file)}/%`)))
          .limit(1)
        if (under) return undefined
        attachments.push(file)
      }
    }
    return { notes, attachments }
  }

  private async scanAll() {
    let changed = false
    const touched: number[] = []
    const vaults = await this.allVaults()
    for (const vault of vaults) {
      const result = await this.scanVault(vault)
      if (result) {
        changed = true
        touched.push(...result)
      }
      this.lastSync.set(vault, new Date())
    }
    const stale = await this.db
      .select({ vault: vaultNotes.vault })
      .from(vaultNotes)
      .groupBy(vaultNotes.vault)
    const gone = stale.map((row) => row.vault).filter((vault) => !vaults.includes(vault))
    if (gone.length) await this.db.delete(vaultNotes).where(inArray(vaultNotes.vault, gone))
    await this.db.delete(vaultAttachments).where(
      vaults.length
        ? sql`${vaultAttachments.vault} not in (${sql.join(
            vaults.map((v) => sql`${v}`),
            sql`, `,
          )})`
        : undefined,
    )
    if (gone.length || changed) await this.keepStatistics(gone.length ? Infinity : touched.length)
    if (gone.length) this.changed(undefined)
    else if (changed) this.changed(touched)
  }

  /**
   * Brings the planner's row counts of the vault tables up to date once the notes this instance's
   * scans changed since it last did pass autovacuum's own threshold (50 rows and 10 %). PGlite
   * has no autovacuum: a vault of 13,000 notes indexed at once was planned as 429 rows, and
   * resolving a save's links read every note (117 ms instead of 12). The scans count what they
   * change: counting the notes took 48 ms of a bulk change at 13,000, and PostgreSQL's own
   * change counter reaches the tables late, so the first index's `ANALYZE` could fall in a later
   * change (it held `/healthz` for 883 ms).
   */
  private async keepStatistics(changed: number) {
    this.changedSinceAnalyze += changed
    const result = await this.db.execute(
      sql`select reltuples as estimated from pg_class where oid = 'vault_notes'::regclass`,
    )
    const [row] = (result as unknown as { rows: { estimated: number }[] }).rows
    const estimated = Number(row?.estimated ?? -1)
    if (estimated >= 0 && this.changedSinceAnalyze <= 50 + 0.1 * estimated) return
    const grown = this.changedSinceAnalyze
    this.changedSinceAnalyze = 0
    if (this.shared || estimated < 0 || grown >= estimated) {
      // PostgreSQL (its own processes), a first index, or a vault as large as the rest come at
      // once: the whole table, with the statistics of the indexes' expressions, which a column's
      // own analysis leaves as they are.
      await this.db.execute(sql`analyze ${vaultNotes}, ${vaultAttachments}`)
    } else {
      for (const column of NOTE_COLUMNS) {
        await letRequestsThrough()
        await this.db.execute(sql`analyze ${vaultNotes} (${sql.identifier(column)})`)
      }
      await letRequestsThrough()
      await this.db.execute(sql`analyze ${vaultAttachments}`)
    }
    await this.cleanPendingLists()
  }

  /**
   * Indexes what changed in one vault: every file, or only the `named` ones (which may no longer
   * exist). Returns the ids of the notes it wrote, moved or removed, or undefined when nothing
   * changed. The links of the notes written are resolved again, and every link needing the
   * name of a file that came, went or moved (`resolveLinksTo`).
   */
  private async scanVault(
    vault: string,
    named?: { notes: string[]; attachments: string[] },
  ): Promise<number[] | undefined> {
    const dir = path.join(this.root, vault)
    const files = named ?? (await vaultFiles(dir))
    const indexed = new Map(
      (
        await this.db
          .select({
            id: vaultNotes.id,
            path: vaultNotes.path,
            modified: vaultNotes.modified,
            version: vaultNotes.version,
            readAt: vaultNotes.readAt,
            consciousnessLevel: vaultNotes.consciousnessLevel,
            created: vaultNotes.created,
          })
          .from(vaultNotes)
          .where(
            and(
              eq(vaultNotes.vault, vault),
              named ? inArray(vaultNotes.path, [...named.notes, '']) : undefined,
            ),
          )
      ).map((row) => [row.path, row]),
    )
    const before = new Map([...indexed.values()].map((row) => [row.id, row]))
    const stale: { file: string; stat: fs.Stats }[] = []
    for (const file of files.notes) {
      const stat = await fs.promises.stat(path.join(dir, file)).catch(() => null)
      if (!stat?.isFile()) continue
      const known = indexed.get(file)
      indexed.delete(file)
      if (known && known.modified.getTime() === Math.floor(stat.mtimeMs)) {
        if (!readTooSoon(known) || (await this.sameBytes(vault, file, known))) continue
      }
      stale.push({ file, stat })
    }
    const changedAttachments = await this.syncAttachments(vault, files.attachments, !named)
    if (!stale.length && !indexed.size && !changedAttachments.length) return undefined
    // What is left in `indexed` has no file: a note renamed outside keeps its row (and id)
    // when a new file has its very bytes.
    const { written, moved } = await this.indexFiles(vault, stale, [...indexed.values()])
    const removed = [...indexed.values()].filter((row) => !moved.has(row.id)).map((r) => r.id)
    if (removed.length) await this.db.delete(vaultNotes).where(inArray(vaultNotes.id, removed))
    const after = await this.db
      .select({ id: vaultNotes.id, path: vaultNotes.path })
      .from(vaultNotes)
      .where(inArray(vaultNotes.id, [...written, 0]))
    // Links lead by file name: those needing a name that came, went or moved may lead elsewhere.
    const cameOrWent = [...changedAttachments]
    for (const row of after) {
      const old = before.get(row.id)?.path
      if (old !== row.path) cameOrWent.push(row.path, ...(old ? [old] : []))
    }
    for (const id of removed) cameOrWent.push(before.get(id)!.path)
    await letRequestsThrough()
    await resolveLinksTo(this.db, vault, { notes: written, files: cameOrWent })
    await letRequestsThrough()
    return [...written, ...removed]
  }

  /**
   * Records the vault's attachments: `files` are all of them (`complete`), or those the watcher
   * named, of which those no longer on disk go. Answers the paths that came or went.
   */
  private async syncAttachments(vault: string, files: string[], complete: boolean) {
    if (!complete && !files.length) return []
    const known = new Set(
      (
        await this.db
          .select({ path: vaultAttachments.path })
          .from(vaultAttachments)
          .where(
            and(
              eq(vaultAttachments.vault, vault),
              complete ? undefined : inArray(vaultAttachments.path, files),
            ),
          )
      ).map((row) => row.path),
    )
    const present = complete
      ? files
      : (
          await Promise.all(
            files.map(async (file) =>
              (
                await fs.promises.lstat(path.join(this.root, vault, file)).catch(() => null)
              )?.isFile()
                ? file
                : undefined,
            ),
          )
        ).filter((file) => file !== undefined)
    const added = present.filter((file) => !known.delete(file))
    for (let i = 0; i < added.length; i += INDEX_BATCH)
      await this.db
        .insert(vaultAttachments)
        .values(
          added.slice(i, i + INDEX_BATCH).map((file) => ({
            vault,
            path: file,
            nameKey: file.slice(file.lastIndexOf('/') + 1).toLowerCase(),
          })),
        )
        .onConflictDoNothing()
    if (known.size)
      await this.db
        .delete(vaultAttachments)
        .where(and(eq(vaultAttachments.vault, vault), inArray(vaultAttachments.path, [...known])))
    return [...added, ...known]
  }

  /**
   * Whether a file read too soon after its time (`readTooSoon`) still holds the bytes of its
   * row; when it does and its time is now old enough, the row records that, so later scans
   * trust the time again.
   */
  private async sameBytes(
    vault: string,
    file: string,
    row: { id: number; version: string; modified: Date },
  ) {
    const bytes = await fs.promises.readFile(path.join(this.root, vault, file)).catch(() => null)
    const readAt = new Date()
    if (!bytes || fileVersion(bytes) !== row.version) return false
    if (!readTooSoon({ modified: row.modified, readAt }))
      await this.db.update(vaultNotes).set({ readAt }).where(eq(vaultNotes.id, row.id))
    return true
  }

  private async noteValues(vault: string, file: string, stat: fs.Stats, kept?: Kept) {
    const bytes = await fs.promises.readFile(path.join(this.root, vault, file))
    // Taken after the read: a later write carries a time no more than a tick before it.
    const readAt = new Date()
    const { text, warning } = indexableText(bytes.toString('utf8'))
    const parsed = parseNote(text)
    return {
      vault,
      path: file,
      title: parsed.title ?? path.posix.basename(file, '.md'),
      content: parsed.body,
      tags: parsed.tags,
      aliases: parsed.aliases,
      links: parsed.links,
      consciousnessLevel: parsed.consciousnessLevel ?? kept?.consciousnessLevel ?? 'basic',
      created: parsed.created ?? kept?.created ?? stat.birthtime,
      modified: new Date(Math.floor(stat.mtimeMs)),
      readAt,
      version: fileVersion(bytes),
      frontMatterWarning: parsed.frontMatterWarning ?? null,
      contentWarning: warning ?? null,
      properties: parsed.properties,
    }
  }

  /**
   * Writes many files a batch per statement: one statement per file made the first scan of a
   * 10,000-note vault take longer than the start-up allows (bench/api-reads). Known files
   * rewrite their rows (`rewriteNoteRows`), new ones are inserted. A new file with the bytes of
   * a vanished one (`gone`, by version) is that note moved: its row keeps its id.
   * Returns the ids of the rows written, and of those among them that moved.
   */
  private async indexFiles(
    vault: string,
    files: { file: string; stat: fs.Stats }[],
    gone: ({ id: number; version: string; path: string } & Kept)[],
  ) {
    const kept = new Map(
      (
        await this.db
          .select({
            id: vaultNotes.id,
            path: vaultNotes.path,
            consciousnessLevel: vaultNotes.consciousnessLevel,
            created: vaultNotes.created,
          })
          .from(vaultNotes)
          .where(
            and(
              eq(vaultNotes.vault, vault),
              // A few files are looked up by path; many are read with the vault.
              files.length > MAX_NAMED_PATHS
                ? undefined
                : inArray(vaultNotes.path, [...files.map((entry) => entry.file), '']),
            ),
          )
      ).map((row) => [row.path, row]),
    )
    const moved = new Set<number>()
    const written: number[] = []
    const serving = this.answering && !this.shared
    const [most, bytes] = serving ? [SERVING_BATCH, SERVING_BATCH_BYTES] : [INDEX_BATCH, Infinity]
    for (const batch of batches(files, most, bytes, ({ stat }) => stat.size)) {
      await letRequestsThrough()
      const values = await Promise.all(
        batch.map(({ file, stat }) => this.noteValues(vault, file, stat, kept.get(file))),
      )
      // A known file rewrites its row; a new one with a vanished file's bytes takes its row.
      const rewrites = values.map((value) => {
        const known = kept.get(value.path)
        if (known) return { ...value, id: known.id, fromPath: known.path }
        const from = gone.find((row) => row.version === value.version && !moved.has(row.id))
        if (!from) return undefined
        moved.add(from.id)
        return {
          ...value,
          id: from.id,
          fromPath: from.path,
          consciousnessLevel: from.consciousnessLevel,
          created: from.created,
        }
      })
      const rewritten = new Set(
        await rewriteNoteRows(
          this.db,
          rewrites.filter((row) => row !== undefined),
        ),
      )
      written.push(...rewritten)
      // New files, and any whose row another instance removed or moved meanwhile.
      const fresh = values.filter((_, i) => !rewritten.has(rewrites[i]?.id ?? 0))
      if (!fresh.length) continue
      const rows = await this.db
        .insert(vaultNotes)
        .values(fresh)
        .onConflictDoUpdate({
          target: [vaultNotes.vault, vaultNotes.path],
          set: {
            title: sql`excluded.title`,
            content: sql`excluded.content`,
            tags: sql`excluded.tags`,
            aliases: sql`excluded.aliases`,
            links: sql`excluded.links`,
            consciousnessLevel: sql`excluded.consciousness_level`,
            created: sql`excluded.created`,
            modified: sql`excluded.modified`,
            readAt: sql`excluded.read_at`,
            version: sql`excluded.version`,
            frontMatterWarning: sql`excluded.front_matter_warning`,
            contentWarning: sql`excluded.content_warning`,
            properties: sql`excluded.properties`,
          },
        })
        .returning({ id: vaultNotes.id })
      written.push(...rows.map((row) => row.id))
    }
    return { written, moved }
  }

  private async indexFile(vault: string, file: string, kept?: Kept): Promise<Row> {
    const stat = await fs.promises.stat(path.join(this.root, vault, file))
    const values = await this.noteValues(vault, file, stat, kept)
    const [row] = await this.db
      .insert(vaultNotes)
      .values(values)
      .onConflictDoUpdate({ target: [vaultNotes.vault, vaultNotes.path], set: values })
      .returning(vaultNoteColumns)
    return row!
  }

  /** The folder of a vault on disk, or undefined for a name that is no vault. */
  vaultDir(vault: string): string | undefined {
    if (!isVaultName(vault) && !isPersonalVault(vault)) return undefined
    const dir = inside(this.root, vault)
    return dir && fs.existsSync(dir) ? dir : undefined
  }

  private async reread(id: number) {
    const [row] = await this.db
      .select(vaultNoteColumns)
      .from(vaultNotes)
      .where(eq(vaultNotes.id, id))
    return row!
  }

  /**
   * Writes a new note as plain Markdown (front matter only for tags, or a title its file name
   * cannot carry) under a safe name that overwrites nothing, and indexes it; undefined: no such
   * vault. The consciousness level and creation time stay in the index.
   */
  create(input: CreateNote & { vault: string }): Promise<Row | undefined> {
    return this.writing(input.vault, async () => {
      // A personal vault's folder is made with its first note.
      if (isPersonalVault(input.vault))
        await fs.promises.mkdir(path.join(this.root, input.vault), { recursive: true })
      const dir = this.vaultDir(input.vault)
      if (!dir) return undefined
      const stem = safeFileStem(input.title)
      const file = freePath(dir, stem)
      const heading = input.content.trimStart().startsWith('# ') ? '' : `# ${input.title}\n\n`
      const text = editNote('', {
        body: `${heading}${input.content.trimEnd()}\n`,
        tags: input.tags,
        title: stem === input.title ? undefined : input.title,
      })
      await writeAtomic(file, text, { record: this.own.record })
      const relative = path.relative(dir, file).split(path.sep).join('/')
      const row = await this.indexFile(input.vault, relative, {
        consciousnessLevel: input.consciousnessLevel ?? 'basic',
        created: new Date(),
      })
      await resolveLinksTo(this.db, input.vault, { notes: [row.id], files: [relative] })
      this.changed([row.id])
      return this.reread(row.id)
    })
  }

  /**
   * Applies an edit to a note's file: nothing is written when the bytes would not change; the
   * front matter changes only where a property did (`editNote`). A new title renames the file
   * first, and a failed write renames it back, so a failure leaves the note as it was. The row,
   * and so the id, stays. `version` names the file the edit was made on (default: the indexed
   * one); any other file on disk → NoteConflict.
   */
  update(
    row: Row,
    input: {
      title?: string
      content: string
      tags?: string[]
      consciousnessLevel?: Row['consciousnessLevel']
      version?: string
    },
  ): Promise<Row & { renamedLinks?: RenamedLinks }> {
    return this.writing(row.vault, async () => {
      const dir = this.vaultDir(row.vault)
      const file = dir && inside(dir, row.path)
      const bytes = file ? await fs.promises.readFile(file).catch(() => null) : null
      if (!dir || !file || !bytes) throw new NoteConflict(undefined)
      if (fileVersion(bytes) !== (input.version ?? row.version)) {
        await this.indexFile(row.vault, row.path, row)
        throw new NoteConflict(await this.reread(row.id))
      }
      const source = bytes.toString('utf8')
      const renaming = input.title !== undefined && input.title !== row.title
      const stem = renaming ? safeFileStem(input.title!) : undefined
      const fileBody = splitFrontMatter(source).body
      const edit: NoteEdit = {
        body: keepUnedited(fileBody, indexableText(fileBody).text, input.content),
        tags: input.tags,
        consciousnessLevel: input.consciousnessLevel,
        title:
          renaming && (parseNote(source).title !== undefined || stem !== input.title)
            ? input.title
            : undefined,
      }
      // A body that only shows NUL bytes as U+FFFD (`indexableText`) leaves them as they are.
      const edited = editNote(source, edit)
      const text = edited === indexableText(source).text ? source : edited
      let target = file
      if (renaming) {
        target = freePath(path.dirname(file), stem!, file)
        if (target !== file) {
          this.own.record(target, bytes)
          this.own.record(file, null)
          await fs.promises.rename(file, target)
        }
      }
      const relative = path.relative(dir, target).split(path.sep).join('/')
      let relinked: Awaited<ReturnType<typeof relinkLinkers>> | undefined
      try {
        const version = fileVersion(bytes)
        if (text !== source)
          await writeAtomic(target, text, {
            unchanged: async () => {
              const now = await fs.promises.readFile(target).catch(() => null)
              return now !== null && fileVersion(now) === version
            },
            record: this.own.record,
          })
        // A rename points the links to the note at its new name, or is undone (decision 201).
        if (target !== file)
          relinked = await relinkLinkers(
            this.db,
            dir,
            row.vault,
            row.id,
            { from: row.path, to: relative },
            this.own.record,
          )
      } catch (error) {
        if (error instanceof ChangedOnDisk) {
          // Nothing of the save was written; the file another program wrote is the note now.
          if (target !== file && !fs.existsSync(file))
            await fs.promises.rename(target, file).catch(() => {})
          await this.indexFile(row.vault, row.path, row)
          throw new NoteConflict(await this.reread(row.id))
        }
        if (target !== file) {
          await fs.promises.rename(target, file).catch(() => {})
          if (text !== source) await fs.promises.writeFile(file, bytes).catch(() => {})
        }
        throw error
      }
      const stat = await fs.promises.stat(target)
      const values = await this.noteValues(row.vault, relative, stat, {
        consciousnessLevel: input.consciousnessLevel ?? row.consciousnessLevel,
        created: row.created,
      })
      if (input.consciousnessLevel) values.consciousnessLevel = input.consciousnessLevel
      await this.db.update(vaultNotes).set(values).where(eq(vaultNotes.id, row.id))
      const others = relinked?.changedPaths.filter((changed) => changed !== relative) ?? []
      const relinkedIds = others.length ? await this.reindex(row.vault, others) : []
      // Without a new file name no other note's links can lead elsewhere: only this note's.
      await resolveLinksTo(this.db, row.vault, {
        notes: [row.id, ...relinkedIds],
        files: target === file ? [] : [row.path, relative],
      })
      this.changed([row.id, ...relinkedIds])
      const saved = await this.reread(row.id)
      if (!relinked) return saved
      const { changedPaths: _paths, ...renamedLinks } = relinked
      return Object.assign(saved, { renamedLinks })
    })
  }

  /** Reads the given notes of a vault from their files again (a batch per statement). */
  private async reindex(vault: string, files: string[]) {
    const stats = await Promise.all(
      files.map(async (file) => ({
        file,
        stat: await fs.promises.stat(path.join(this.root, vault, file)),
      })),
    )
    return (await this.indexFiles(vault, stats, [])).written
  }

  remove(row: Row) {
    return this.writing(row.vault, async () => {
      const dir = this.vaultDir(row.vault)
      const file = dir && inside(dir, row.path)
      if (file) {
        this.own.record(file, null)
        await fs.promises.rm(file, { force: true })
      }
      await this.db.delete(vaultNotes).where(eq(vaultNotes.id, row.id))
      await resolveLinksTo(this.db, row.vault, { notes: [], files: [row.path] })
      this.changed([row.id])
    })
  }

  /** Files on disk versus rows in the index, per vault (the integrity check). */
  async compare() {
    const mismatches: string[] = []
    for (const vault of await this.allVaults()) {
      const files = new Set((await vaultFiles(path.join(this.root, vault))).notes)
      const rows = await this.db
        .select({ path: vaultNotes.path })
        .from(vaultNotes)
        .where(eq(vaultNotes.vault, vault))
      const missing = rows.filter((row) => !files.delete(row.path)).map((row) => row.path)
      if (missing.length)
        mismatches.push(
          `${vault}: ${missing.length} note(s) without a file (${missing.slice(0, 3).join(', ')})`,
        )
      if (files.size)
        mismatches.push(
          `${vault}: ${files.size} file(s) not indexed (${[...files].slice(0, 3).join(', ')})`,
        )
    }
    return mismatches
  }
}
