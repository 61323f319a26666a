import fs from 'node:fs'
import path from 'node:path'
import { and, eq, inArray, like, sql } from 'drizzle-orm'
import { letRequestsThrough } from '../../let-requests-through'
import { vaultAttachments, vaultNotes } from '../../db/schema/index'
import { likeText } from './like-text'
import { copySampleVaults, SAMPLE_VAULTS } from './sample-vaults'
import type { VaultCore } from './vault-core'
import { checkVaultFolder } from './vault-folder'
import { MAX_NAMED_PATHS } from './vault-note-rows'
import type { VaultReader } from './vault-reader'
import type { VaultSync } from './vault-sync'
import type { VaultUpkeep } from './vault-upkeep'
import { FolderWatcher } from './vault-watch'
import { isVaultName } from './vault-files'
import { isPersonalVault, PERSONAL_ROOT } from './vault-access'

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

/**
 * Keeps the `vault_notes` index in step with the files under VAULTS_DIR: a full scan at start,
 * then re-scans of the paths the watcher names when the folder changes (edits by Obsidian, git
 * or anyone else), or of everything every few seconds where the folder cannot be watched.
 */
export class VaultIndexer {
  private watcher: FolderWatcher | null = null
  /** The scans every few seconds where the folder cannot be watched. */
  private poller: NodeJS.Timeout | undefined
  private timer: NodeJS.Timeout | null = null
  private scanning: Promise<void> | null = null
  private followUp: Promise<void> | null = null
  /** The start's watcher and scan, when the index already held notes. */
  private catchingUp: Promise<void> | undefined
  /** What the next scan reads: the paths (under `root`) the watcher named, or everything. */
  private dirty: Set<string> | 'all' = 'all'
  /** The paths of files this store wrote itself that the watcher named since the last scan. */
  private ownNamed = new Set<string>()
  readonly lastSync = new Map<string, Date>()

  constructor(
    private readonly core: VaultCore,
    private readonly reader: VaultReader,
    private readonly sync: VaultSync,
    private readonly upkeep: VaultUpkeep,
    private readonly watching: WatchOptions = {},
  ) {}

  /** `shared`: the database is PostgreSQL, which other instances may use (decision 137). */
  async start(watch: boolean, shared = false) {
    const { core } = this
    core.shared = shared
    await fs.promises.mkdir(core.root, { recursive: true })
    if ((await this.reader.vaults()).length === 0 && fs.existsSync(SAMPLE_VAULTS)) {
      await copySampleVaults(core.root)
      core.log.info({ root: core.root }, 'sample vault copied')
    }
    await checkVaultFolder(core.db, core.root, shared)
    // Notes already indexed are served at once while the watcher is set up (a folder at a time)
    // and a scan catches up with the files; a first start indexes them before answering.
    const [indexed] = await core.db.select({ id: vaultNotes.id }).from(vaultNotes).limit(1)
    if (!indexed) {
      await this.scan()
      core.answering = true
      if (watch) await this.watch()
      return
    }
    core.answering = true
    this.catchingUp = (async () => {
      await letRequestsThrough()
      if (core.stopped) return
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
      if (this.poller || this.core.stopped) return
      const every = this.watching.pollMs ?? POLL_MS
      this.core.log.warn(
        { err: error, everyMs: every },
        'vault folder not watched: scanning it instead',
      )
      this.poller = setInterval(() => void this.scan(), every)
      this.poller.unref()
    }
    const watcher = new FolderWatcher(
      this.core.root,
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

  /** Stops watching and polling, once the start's catch-up and any scan under way are done. */
  async stop() {
    await this.catchingUp
    this.watcher?.close()
    clearInterval(this.poller)
    if (this.timer) clearTimeout(this.timer)
    await this.scanning
  }

  /** The watcher named `name` (a path under `root`; null: it could not say which). */
  private touch(name: string | null) {
    if (!name) this.dirty = 'all'
    else if (this.core.own.has(name)) this.ownNamed.add(name)
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
    this.scanning = this.core
      .exclusive(async () => {
        let dirty = this.dirty
        const own = this.ownNamed
        this.dirty = new Set()
        this.ownNamed = new Set()
        // This store's writes were indexed as it made them; only a file changed since is read.
        if (dirty !== 'all') for (const name of await this.core.own.changed(own)) dirty.add(name)
        if (dirty !== 'all' && dirty.size > MAX_NAMED_PATHS) dirty = 'all'
        return dirty === 'all' ? this.scanAll() : this.scanPaths(dirty)
      })
      .catch((error: unknown) => this.core.log.error({ err: error }, 'vault scan failed'))
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
      const result = await this.sync.scanVault(vault, files)
      if (!result) continue
      changed = true
      touched.push(...result)
      this.lastSync.set(vault, new Date())
    }
    if (changed) {
      await this.upkeep.keepStatistics(touched.length)
      this.upkeep.changed(touched)
      await this.upkeep.forgetDepartures()
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
      const stat = await fs.promises.lstat(path.join(this.core.root, vault, file)).catch(() => null)
      if (stat?.isDirectory()) return undefined
      if (file.endsWith('.md')) notes.push(file)
      else if (stat?.isFile()) attachments.push(file)
      else if (!stat) {
        const [under] = await this.core.db
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
    const { db } = this.core
    let changed = false
    const touched: number[] = []
    const vaults = await this.reader.allVaults()
    for (const vault of vaults) {
      const result = await this.sync.scanVault(vault)
      if (result) {
        changed = true
        touched.push(...result)
      }
      this.lastSync.set(vault, new Date())
    }
    const stale = await db
      .select({ vault: vaultNotes.vault })
      .from(vaultNotes)
      .groupBy(vaultNotes.vault)
    const gone = stale.map((row) => row.vault).filter((vault) => !vaults.includes(vault))
    if (gone.length) await db.delete(vaultNotes).where(inArray(vaultNotes.vault, gone))
    await db.delete(vaultAttachments).where(
      vaults.length
        ? sql`${vaultAttachments.vault} not in (${sql.join(
            vaults.map((v) => sql`${v}`),
            sql`, `,
          )})`
        : undefined,
    )
    if (gone.length || changed)
      await this.upkeep.keepStatistics(gone.length ? Infinity : touched.length)
    if (gone.length) this.upkeep.changed(undefined)
    else if (changed) this.upkeep.changed(touched)
    if (gone.length || changed) await this.upkeep.forgetDepartures()
  }
}
