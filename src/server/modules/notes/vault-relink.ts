import fs from 'node:fs'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { vaultNotes, vaultSettings } from '../../db/schema/index'
import { linkResolver } from '@/shared/link-names'
import type { RenamedLinks } from '@/shared/notes'
import { relinkText, type Rename } from './relink'
import type { RecordWrite } from './own-writes'
import { besideFile, fileVersion, inside } from './vault-files'
import { linkTargetColumns, vaultAttachmentsNamed } from './vault-links'

/** Whether a rename in `vault` rewrites the links to the note (on unless turned off). */
export async function updatesLinksOnRename(db: Db, vault: string) {
  const [row] = await db
    .select({ on: vaultSettings.updateLinksOnRename })
    .from(vaultSettings)
    .where(eq(vaultSettings.vault, vault))
  return row?.on ?? true
}

interface Planned {
  file: string
  path: string
  before: Buffer
  after: string
}

/**
 * Points every link to the note `id` of `vault` (renamed from `rename.from` to `rename.to`, the
 * index not yet told) at its new path, in every linking file, all or nothing: each new file is
 * written beside its original first, then all are moved into place, and a failure puts back
 * every original and throws. A file changed on disk since it was indexed, or one that may not
 * be written, is left as it is and listed. Answers the paths changed with the count.
 */
export async function relinkLinkers(
  db: Db,
  dir: string,
  vault: string,
  id: number,
  rename: Rename,
  record: RecordWrite,
): Promise<RenamedLinks & { changedPaths: string[] }> {
  if (!(await updatesLinksOnRename(db, vault)))
    return { updatedNotes: 0, updatedLinks: 0, notChanged: [], turnedOff: true, changedPaths: [] }
  const [notes, attachments, linkers] = await Promise.all([
    db.select(linkTargetColumns).from(vaultNotes).where(eq(vaultNotes.vault, vault)),
    vaultAttachmentsNamed(db, vault),
    db
      .select({ id: vaultNotes.id, path: vaultNotes.path, version: vaultNotes.version })
      .from(vaultNotes)
      .where(
        and(eq(vaultNotes.vault, vault), sql`${vaultNotes.linkedNotes} @> ARRAY[${id}]::integer[]`),
      ),
  ])
  const resolve = linkResolver(notes, attachments)
  const newName = path.posix.basename(rename.to).toLowerCase()
  const nameIsUnique = !notes.some(
    (note) => note.id !== id && path.posix.basename(note.path).toLowerCase() === newName,
  )
  const planned: Planned[] = []
  const notChanged: RenamedLinks['notChanged'] = []
  let updatedLinks = 0
  for (const linker of linkers) {
    const self = linker.id === id
    const file = inside(dir, self ? rename.to : linker.path)
    const before = file ? await fs.promises.readFile(file).catch(() => null) : null
    if (!file || !before) {
      notChanged.push({ path: linker.path, reason: 'the file is gone' })
      continue
    }
    // The renamed note's own file was just written; any other must be as the index read it.
    if (!self && fileVersion(before) !== linker.version) {
      notChanged.push({ path: linker.path, reason: 'the file changed on disk since it was read' })
      continue
    }
    const { text, changed } = relinkText(
      before.toString('utf8'),
      linker.path,
      rename,
      (linkPath) => resolve(vault, linkPath, linker.path)?.note?.id === id,
      nameIsUnique,
    )
    if (!changed) continue
    const writable = await fs.promises
      .access(file, fs.constants.W_OK)
      .then(() => true)
      .catch(() => false)
    if (!writable) {
      notChanged.push({ path: linker.path, reason: 'the file may not be written' })
      continue
    }
    planned.push({ file, path: self ? rename.to : linker.path, before, after: text })
    updatedLinks += changed
  }
  await writeAll(planned, record)
  return {
    updatedNotes: planned.length,
    updatedLinks,
    notChanged,
    turnedOff: false,
    changedPaths: planned.map((entry) => entry.path),
  }
}

/** Writes every file or none: new text beside each, then moved over; undone on any failure. */
async function writeAll(planned: Planned[], record: RecordWrite) {
  const temps = planned.map(({ file }) => besideFile(file))
  const moved: Planned[] = []
  try {
    for (const [i, entry] of planned.entries()) {
      record(entry.file, entry.after)
      await fs.promises.writeFile(temps[i]!, entry.after)
    }
    for (const [i, entry] of planned.entries()) {
      await fs.promises.rename(temps[i]!, entry.file)
      moved.push(entry)
    }
  } catch (error) {
    await Promise.all(temps.map((temp) => fs.promises.rm(temp, { force: true })))
    for (const entry of moved) await fs.promises.writeFile(entry.file, entry.before).catch(() => {})
    throw error
  }
}
