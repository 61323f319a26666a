import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { vaultNotes, type VaultNote } from '../../db/schema/index'
import type { CreateNote, RenamedLinks } from '@/shared/notes'
import { keepUnedited } from './keep-bytes'
import { dropDeparture } from './note-departures'
import { editNote, parseNote, splitFrontMatter, type NoteEdit } from './parse-note'
import type { VaultCore } from './vault-core'
import { resolveLinksTo } from './vault-links'
import { indexableText, type NoteRows } from './vault-note-rows'
import type { VaultReader } from './vault-reader'
import { relinkLinkers } from './vault-relink'
import type { VaultUpkeep } from './vault-upkeep'
import {
  ChangedOnDisk,
  freePath,
  fileVersion,
  inside,
  safeFileStem,
  writeAtomic,
} from './vault-files'
import { isPersonalVault } from './vault-access'

type Row = VaultNote

/** The file changed on disk since the version the save was based on. */
export class NoteConflict extends Error {
  constructor(readonly current: Row | undefined) {
    super('The note changed on disk since it was read')
  }
}

/**
 * The app's own changes of notes: files are the truth and are written only where the user
 * changed something (decision 134), each write on the core's queue (one vault at a time on
 * every instance, on PostgreSQL) and indexed as it is made.
 */
export class VaultWriter {
  constructor(
    private readonly core: VaultCore,
    private readonly rows: NoteRows,
    private readonly reader: VaultReader,
    private readonly upkeep: VaultUpkeep,
  ) {}

  /**
   * Writes a new note as plain Markdown (front matter only for tags, or a title its file name
   * cannot carry) under a safe name that overwrites nothing, and indexes it; undefined: no such
   * vault. The consciousness level and creation time stay in the index.
   */
  create(input: CreateNote & { vault: string }): Promise<Row | undefined> {
    return this.core.writing(input.vault, async () => {
      // A personal vault's folder is made with its first note.
      if (isPersonalVault(input.vault))
        await fs.promises.mkdir(path.join(this.core.root, input.vault), { recursive: true })
      const dir = this.reader.vaultDir(input.vault)
      if (!dir) return undefined
      const stem = safeFileStem(input.title)
      const file = freePath(dir, stem)
      const heading = input.content.trimStart().startsWith('# ') ? '' : `# ${input.title}\n\n`
      const text = editNote('', {
        body: `${heading}${input.content.trimEnd()}\n`,
        tags: input.tags,
        title: stem === input.title ? undefined : input.title,
      })
      await writeAtomic(file, text, { record: this.core.own.record })
      const relative = path.relative(dir, file).split(path.sep).join('/')
      // A new note, not one whose file went from this path: a file coming back here later is
      // this note, not that one.
      await dropDeparture(this.core.db, input.vault, relative)
      const row = await this.rows.indexFile(input.vault, relative, {
        consciousnessLevel: input.consciousnessLevel ?? 'basic',
        created: new Date(),
      })
      await resolveLinksTo(this.core.db, input.vault, { notes: [row.id], files: [relative] })
      this.upkeep.changed([row.id])
      return this.rows.reread(row.id)
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
    const { own, db } = this.core
    return this.core.writing(row.vault, async () => {
      const dir = this.reader.vaultDir(row.vault)
      const file = dir && inside(dir, row.path)
      const bytes = file ? await fs.promises.readFile(file).catch(() => null) : null
      if (!dir || !file || !bytes) throw new NoteConflict(undefined)
      if (fileVersion(bytes) !== (input.version ?? row.version)) {
        await this.rows.indexFile(row.vault, row.path, row)
        throw new NoteConflict(await this.rows.reread(row.id))
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
          own.record(target, bytes)
          own.record(file, null)
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
            record: own.record,
          })
        // A rename points the links to the note at its new name, or is undone (decision 201).
        if (target !== file)
          relinked = await relinkLinkers(
            db,
            dir,
            row.vault,
            row.id,
            { from: row.path, to: relative },
            own.record,
          )
      } catch (error) {
        if (error instanceof ChangedOnDisk) {
          // Nothing of the save was written; the file another program wrote is the note now.
          if (target !== file && !fs.existsSync(file))
            await fs.promises.rename(target, file).catch(() => {})
          await this.rows.indexFile(row.vault, row.path, row)
          throw new NoteConflict(await this.rows.reread(row.id))
        }
        if (target !== file) {
          await fs.promises.rename(target, file).catch(() => {})
          if (text !== source) await fs.promises.writeFile(file, bytes).catch(() => {})
        }
        throw error
      }
      const stat = await fs.promises.stat(target)
      const values = await this.rows.noteValues(row.vault, relative, stat, {
        consciousnessLevel: input.consciousnessLevel ?? row.consciousnessLevel,
        created: row.created,
      })
      if (input.consciousnessLevel) values.consciousnessLevel = input.consciousnessLevel
      await db.update(vaultNotes).set(values).where(eq(vaultNotes.id, row.id))
      const others = relinked?.changedPaths.filter((changed) => changed !== relative) ?? []
      const relinkedIds = others.length ? await this.rows.reindex(row.vault, others) : []
      // Without a new file name no other note's links can lead elsewhere: only this note's.
      await resolveLinksTo(db, row.vault, {
        notes: [row.id, ...relinkedIds],
        files: target === file ? [] : [row.path, relative],
      })
      this.upkeep.changed([row.id, ...relinkedIds])
      const saved = await this.rows.reread(row.id)
      if (!relinked) return saved
      const { changedPaths: _paths, ...renamedLinks } = relinked
      return Object.assign(saved, { renamedLinks })
    })
  }

  /** Deletes a note's file and its row (a deletion through the app forgets the note). */
  remove(row: Row) {
    return this.core.writing(row.vault, async () => {
      const dir = this.reader.vaultDir(row.vault)
      const file = dir && inside(dir, row.path)
      if (file) {
        this.core.own.record(file, null)
        await fs.promises.rm(file, { force: true })
      }
      await this.core.db.delete(vaultNotes).where(eq(vaultNotes.id, row.id))
      await resolveLinksTo(this.core.db, row.vault, { notes: [], files: [row.path] })
      this.upkeep.changed([row.id])
    })
  }
}
