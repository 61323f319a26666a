import fs from 'node:fs'
import path from 'node:path'
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { batches } from '../../batches'
import { letRequestsThrough } from '../../let-requests-through'
import { vaultNoteColumns, vaultNotes, type VaultNote } from '../../db/schema/index'
import { claimDepartures, recordDepartures } from './note-departures'
import { parseNote, type ConsciousnessLevel } from './parse-note'
import { rewriteNoteRows } from './rewrite-note-rows'
import type { VaultCore } from './vault-core'
import { fileVersion } from './vault-files'

/** Files indexed per statement by a first index, which the server waits for before answering. */
export const INDEX_BATCH = 250

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

/** Past this many paths named by the watcher before a scan starts, the scan reads everything. */
export const MAX_NAMED_PATHS = 2000

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

/** The bookkeeping the index keeps for a note whose file does not say it. */
export interface Kept {
  consciousnessLevel: ConsciousnessLevel
  created: Date
}

/** A row as a file reads (`noteValues`), with the id it takes when it has one. */
type NoteValues = Awaited<ReturnType<NoteRows['noteValues']>> & { id?: number }

/** Files read into rows of `vault_notes`: the one place a file becomes a note. */
export class NoteRows {
  constructor(private readonly core: VaultCore) {}

  /**
   * Records notes whose files went, so a file back at one of their paths is that note, on any
   * instance and after a restart (`note-departures.ts`).
   */
  depart(vault: string, rows: ({ path: string; id: number; version: string } & Kept)[]) {
    return recordDepartures(this.core.db, vault, rows)
  }

  async noteValues(vault: string, file: string, stat: fs.Stats, kept?: Kept) {
    const bytes = await fs.promises.readFile(path.join(this.core.root, vault, file))
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
   * a vanished one (`gone`, by version) is that note moved: its row keeps its id; a new file
   * where a note's file went (`depart`, kept in the database) is that note back, with its id.
   * Returns the ids of the rows written, and of those among them that moved.
   */
  async indexFiles(
    vault: string,
    files: { file: string; stat: fs.Stats }[],
    gone: ({ id: number; version: string; path: string } & Kept)[],
  ) {
    const { db } = this.core
    const kept = new Map(
      (
        await db
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
    const back = await claimDepartures(
      db,
      vault,
      files.map((entry) => entry.file).filter((file) => !kept.has(file)),
    )
    const moved = new Set<number>()
    const written: number[] = []
    const serving = this.core.answering && !this.core.shared
    const [most, bytes] = serving ? [SERVING_BATCH, SERVING_BATCH_BYTES] : [INDEX_BATCH, Infinity]
    for (const batch of batches(files, most, bytes, ({ stat }) => stat.size)) {
      await letRequestsThrough()
      const values = await Promise.all(
        batch.map(({ file, stat }) =>
          this.noteValues(vault, file, stat, kept.get(file) ?? back.get(file)),
        ),
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
          db,
          rewrites.filter((row) => row !== undefined),
        ),
      )
      written.push(...rewritten)
      // New files, and any whose row another instance removed or moved meanwhile; a file back
      // where a note's file went is inserted with that note's id.
      const fresh = values.filter((_, i) => !rewritten.has(rewrites[i]?.id ?? 0))
      // A file back where a note's file went is inserted with that note's id, apart: the id is
      // an identity column, written only with OVERRIDING SYSTEM VALUE.
      const returned = fresh.flatMap((value) => {
        const note = back.get(value.path)
        return note && !rewrites[values.indexOf(value)] ? [{ ...value, id: note.id }] : []
      })
      const others = fresh.filter((value) => !returned.some((row) => row.path === value.path))
      if (others.length) written.push(...(await this.upsert(others)))
      if (returned.length) written.push(...(await this.insertReturned(vault, returned)))
    }
    return { written, moved }
  }

  /**
   * Inserts files back where departed notes' files went, with those notes' ids. Another instance
   * that scanned the same file without the departure (this one took it) may insert it under a
   * new id at any moment, even between this one's delete and insert: an insert that met such a
   * row rewrote it in place and answered its id, so the row goes and the insert runs again.
   */
  private async insertReturned(vault: string, returned: (NoteValues & { id: number })[]) {
    const ids = new Set(returned.map((row) => row.id))
    for (let attempt = 1; ; attempt++) {
      await this.core.db.delete(vaultNotes).where(
        and(
          eq(vaultNotes.vault, vault),
          inArray(
            vaultNotes.path,
            returned.map((row) => row.path),
          ),
          notInArray(vaultNotes.id, [...ids]),
        ),
      )
      const written = await this.upsert(returned, true)
      if (attempt === 3 || written.every((id) => ids.has(id))) return written
    }
  }

  /** Inserts rows, or rewrites the row already at a row's path; answers their ids. */
  private async upsert(rows: NoteValues[], withIds = false) {
    const { db } = this.core
    const insert = withIds
      ? db.insert(vaultNotes).overridingSystemValue().values(rows)
      : db.insert(vaultNotes).values(rows)
    const written = await insert
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
    return written.map((row) => row.id)
  }

  /** Reads one file into its row (inserted, or rewritten in place: the id stays). */
  async indexFile(vault: string, file: string, kept?: Kept): Promise<VaultNote> {
    const stat = await fs.promises.stat(path.join(this.core.root, vault, file))
    const values = await this.noteValues(vault, file, stat, kept)
    const [row] = await this.core.db
      .insert(vaultNotes)
      .values(values)
      .onConflictDoUpdate({ target: [vaultNotes.vault, vaultNotes.path], set: values })
      .returning(vaultNoteColumns)
    return row!
  }

  /** Reads the given notes of a vault from their files again (a batch per statement). */
  async reindex(vault: string, files: string[]) {
    const stats = await Promise.all(
      files.map(async (file) => ({
        file,
        stat: await fs.promises.stat(path.join(this.core.root, vault, file)),
      })),
    )
    return (await this.indexFiles(vault, stats, [])).written
  }

  async reread(id: number) {
    const [row] = await this.core.db
      .select(vaultNoteColumns)
      .from(vaultNotes)
      .where(eq(vaultNotes.id, id))
    return row!
  }
}
