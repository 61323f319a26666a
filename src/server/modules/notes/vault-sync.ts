import fs from 'node:fs'
import path from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import { letRequestsThrough } from '../../let-requests-through'
import { vaultAttachments, vaultNotes } from '../../db/schema/index'
import type { VaultCore } from './vault-core'
import { resolveLinksTo } from './vault-links'
import { INDEX_BATCH, type NoteRows } from './vault-note-rows'
import { fileVersion, vaultFiles } from './vault-files'

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

/** Brings one vault's rows (notes and attachments) in step with its files. */
export class VaultSync {
  constructor(
    private readonly core: VaultCore,
    private readonly rows: NoteRows,
  ) {}

  /**
   * Indexes what changed in one vault: every file, or only the `named` ones (which may no longer
   * exist). Returns the ids of the notes it wrote, moved or removed, or undefined when nothing
   * changed. The links of the notes written are resolved again, and every link needing the
   * name of a file that came, went or moved (`resolveLinksTo`).
   */
  async scanVault(
    vault: string,
    named?: { notes: string[]; attachments: string[] },
  ): Promise<number[] | undefined> {
    const { db } = this.core
    const dir = path.join(this.core.root, vault)
    const files = named ?? (await vaultFiles(dir))
    const indexed = new Map(
      (
        await db
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
    const { written, moved } = await this.rows.indexFiles(vault, stale, [...indexed.values()])
    const departed = [...indexed.values()].filter((row) => !moved.has(row.id))
    const removed = departed.map((row) => row.id)
    // A file that comes back at its path (a branch switched and back) is that note again, even
    // after a restart or on another instance: recorded before the rows go.
    await this.rows.depart(vault, departed)
    if (removed.length) await db.delete(vaultNotes).where(inArray(vaultNotes.id, removed))
    const after = await db
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
    await resolveLinksTo(db, vault, { notes: written, files: cameOrWent })
    await letRequestsThrough()
    return [...written, ...removed]
  }

  /**
   * Records the vault's attachments: `files` are all of them (`complete`), or those the watcher
   * named, of which those no longer on disk go. Answers the paths that came or went.
   */
  private async syncAttachments(vault: string, files: string[], complete: boolean) {
    if (!complete && !files.length) return []
    const { db } = this.core
    const known = new Set(
      (
        await db
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
                await fs.promises.lstat(path.join(this.core.root, vault, file)).catch(() => null)
              )?.isFile()
                ? file
                : undefined,
            ),
          )
        ).filter((file) => file !== undefined)
    const added = present.filter((file) => !known.delete(file))
    for (let i = 0; i < added.length; i += INDEX_BATCH)
      await db
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
      await db
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
    const bytes = await fs.promises
      .readFile(path.join(this.core.root, vault, file))
      .catch(() => null)
    const readAt = new Date()
    if (!bytes || fileVersion(bytes) !== row.version) return false
    if (!readTooSoon({ modified: row.modified, readAt }))
      await this.core.db.update(vaultNotes).set({ readAt }).where(eq(vaultNotes.id, row.id))
    return true
  }
}
