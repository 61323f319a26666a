import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/open'
import { vaultNotes } from '../../db/schema/index'
import type { CreateNote } from '@/shared/notes'
import { parseNote, serializeNote } from './parse-note'
import { isPersonalVault, PERSONAL_ROOT } from './vault-access'
import {
  freePath,
  inside,
  isVaultName,
  markdownFiles,
  safeFileStem,
  writeAtomic,
} from './vault-files'

export const SAMPLE_VAULTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/vaults',
)

type Row = typeof vaultNotes.$inferSelect

/** Files indexed per statement when a scan finds many new or changed files. */
const INDEX_BATCH = 250

/**
 * Keeps the `vault_notes` index in step with the Markdown files under VAULTS_DIR: a full scan
 * at start, then re-scans when the folder changes (edits by Obsidian or anyone else).
 */
export class VaultStore {
  private watcher: fs.FSWatcher | null = null
  private timer: NodeJS.Timeout | null = null
  private scanning: Promise<void> | null = null
  private rescan = false
  readonly lastSync = new Map<string, Date>()
  private readonly changeListeners = new Set<() => void>()

  constructor(
    private readonly db: Db,
    readonly root: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(watch: boolean) {
    await fs.promises.mkdir(this.root, { recursive: true })
    if ((await this.vaults()).length === 0 && fs.existsSync(SAMPLE_VAULTS)) {
      await fs.promises.cp(SAMPLE_VAULTS, this.root, { recursive: true })
      this.log.info({ root: this.root }, 'sample vault copied')
    }
    await this.scan()
    if (watch) {
      this.watcher = fs.watch(this.root, { recursive: true, persistent: false }, () =>
        this.schedule(),
      )
      this.watcher.on('error', (error) => this.log.warn({ err: error }, 'vault watcher failed'))
    }
  }

  async stop() {
    this.watcher?.close()
    if (this.timer) clearTimeout(this.timer)
    await this.scanning
  }

  onChange(listener: () => void) {
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

  /** Shared vault folder names. */
  async vaults(): Promise<string[]> {
    const entries = await fs.promises.readdir(this.root, { withFileTypes: true }).catch(() => [])
    return entries
      .filter((e) => e.isDirectory() && isVaultName(e.name))
      .map((e) => e.name)
      .sort()
  }

  private schedule() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.scan(), 150)
  }

  /** Re-indexes changed files and forgets deleted ones; concurrent calls coalesce. */
  async scan(): Promise<void> {
    if (this.scanning) {
      this.rescan = true
      return this.scanning
    }
    this.scanning = this.scanOnce()
      .catch((error: unknown) => this.log.error({ err: error }, 'vault scan failed'))
      .finally(() => {
        this.scanning = null
        if (this.rescan) {
          this.rescan = false
          void this.scan()
        }
      })
    return this.scanning
  }

  private async scanOnce() {
    let changed = false
    const vaults = await this.allVaults()
    for (const vault of vaults) {
      const dir = path.join(this.root, vault)
      const files = await markdownFiles(dir)
      const indexed = new Map(
        (
          await this.db
            .select({ id: vaultNotes.id, path: vaultNotes.path, modified: vaultNotes.modified })
            .from(vaultNotes)
            .where(eq(vaultNotes.vault, vault))
        ).map((row) => [row.path, row]),
      )
      const stale: { file: string; stat: fs.Stats }[] = []
      for (const file of files) {
        const stat = await fs.promises.stat(path.join(dir, file)).catch(() => null)
        if (!stat) continue
        const known = indexed.get(file)
        indexed.delete(file)
        if (known && known.modified.getTime() === Math.floor(stat.mtimeMs)) continue
        stale.push({ file, stat })
      }
      if (stale.length) {
        await this.indexFiles(vault, stale)
        changed = true
      }
      if (indexed.size) {
        await this.db.delete(vaultNotes).where(
          inArray(
            vaultNotes.id,
            [...indexed.values()].map((row) => row.id),
          ),
        )
        changed = true
      }
      this.lastSync.set(vault, new Date())
    }
    const stale = await this.db
      .select({ vault: vaultNotes.vault })
      .from(vaultNotes)
      .groupBy(vaultNotes.vault)
    const gone = stale.map((row) => row.vault).filter((vault) => !vaults.includes(vault))
    if (gone.length) {
      await this.db.delete(vaultNotes).where(inArray(vaultNotes.vault, gone))
      changed = true
    }
    if (changed) this.changeListeners.forEach((listener) => listener())
  }

  private async noteValues(vault: string, file: string, stat: fs.Stats) {
    const source = await fs.promises.readFile(path.join(this.root, vault, file), 'utf8')
    const parsed = parseNote(path.basename(file, '.md'), source)
    return {
      vault,
      path: file,
      title: parsed.title,
      content: parsed.body,
      tags: parsed.tags,
      links: parsed.links,
      consciousnessLevel: parsed.consciousnessLevel,
      created: parsed.created ?? stat.birthtime,
      modified: new Date(Math.floor(stat.mtimeMs)),
    }
  }

  /**
   * Upserts many files a batch per statement: one statement per file made the first scan of a
   * 10,000-note vault take longer than the start-up allows (bench/api-reads).
   */
  private async indexFiles(vault: string, files: { file: string; stat: fs.Stats }[]) {
    for (let i = 0; i < files.length; i += INDEX_BATCH) {
      const values = await Promise.all(
        files.slice(i, i + INDEX_BATCH).map(({ file, stat }) => this.noteValues(vault, file, stat)),
      )
      await this.db
        .insert(vaultNotes)
        .values(values)
        .onConflictDoUpdate({
          target: [vaultNotes.vault, vaultNotes.path],
          set: {
            title: sql`excluded.title`,
            content: sql`excluded.content`,
            tags: sql`excluded.tags`,
            links: sql`excluded.links`,
            consciousnessLevel: sql`excluded.consciousness_level`,
            created: sql`excluded.created`,
            modified: sql`excluded.modified`,
          },
        })
    }
  }

  private async indexFile(vault: string, file: string, stat: fs.Stats): Promise<Row> {
    const values = await this.noteValues(vault, file, stat)
    const [row] = await this.db
      .insert(vaultNotes)
      .values(values)
      .onConflictDoUpdate({ target: [vaultNotes.vault, vaultNotes.path], set: values })
      .returning()
    return row!
  }

  private vaultDir(vault: string): string | undefined {
    if (!isVaultName(vault) && !isPersonalVault(vault)) return undefined
    const dir = inside(this.root, vault)
    return dir && fs.existsSync(dir) ? dir : undefined
  }

  /** Writes a new note file (safe name, never overwriting) and indexes it; undefined: no such vault. */
  async create(input: CreateNote & { vault: string }): Promise<Row | undefined> {
    // A personal vault's folder is made with its first note.
    if (isPersonalVault(input.vault))
      await fs.promises.mkdir(path.join(this.root, input.vault), { recursive: true })
    const dir = this.vaultDir(input.vault)
    if (!dir) return undefined
    const file = freePath(dir, safeFileStem(input.title))
    const heading = input.content.trimStart().startsWith('# ') ? '' : `# ${input.title}\n\n`
    await writeAtomic(
      file,
      serializeNote({
        tags: input.tags,
        consciousnessLevel: input.consciousnessLevel ?? 'basic',
        created: new Date(),
        body: `${heading}${input.content}`,
      }),
    )
    const relative = path.relative(dir, file).split(path.sep).join('/')
    const row = await this.indexFile(input.vault, relative, await fs.promises.stat(file))
    this.changeListeners.forEach((listener) => listener())
    return row
  }

  /** Rewrites a note's file (renaming it when the title changes) and re-indexes it. */
  async update(
    row: Row,
    input: {
      title?: string
      content: string
      tags?: string[]
      consciousnessLevel?: Row['consciousnessLevel']
    },
  ) {
    const dir = this.vaultDir(row.vault)!
    let file = inside(dir, row.path)!
    if (input.title && input.title !== row.title) {
      const renamed = freePath(path.dirname(file), safeFileStem(input.title))
      await fs.promises.rename(file, renamed)
      file = renamed
    }
    await writeAtomic(
      file,
      serializeNote({
        tags: input.tags ?? row.tags,
        consciousnessLevel: input.consciousnessLevel ?? row.consciousnessLevel,
        created: row.created,
        body: input.content,
      }),
    )
    const relative = path.relative(dir, file).split(path.sep).join('/')
    if (relative !== row.path) await this.db.delete(vaultNotes).where(eq(vaultNotes.id, row.id))
    const updated = await this.indexFile(row.vault, relative, await fs.promises.stat(file))
    this.changeListeners.forEach((listener) => listener())
    return updated
  }

  async remove(row: Row) {
    const dir = this.vaultDir(row.vault)
    const file = dir && inside(dir, row.path)
    if (file) await fs.promises.rm(file, { force: true })
    await this.db.delete(vaultNotes).where(and(eq(vaultNotes.id, row.id)))
    this.changeListeners.forEach((listener) => listener())
  }

  /** Files on disk versus rows in the index, per vault (the integrity check). */
  async compare() {
    const mismatches: string[] = []
    for (const vault of await this.allVaults()) {
      const files = (await markdownFiles(path.join(this.root, vault))).length
      const rows = await this.db.$count(vaultNotes, eq(vaultNotes.vault, vault))
      if (files !== rows) mismatches.push(`${vault}: ${files} files, ${rows} indexed`)
    }
    return mismatches
  }
}
