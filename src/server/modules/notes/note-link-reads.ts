import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { noteLinkKeys, noteLinkNames, vaultNotes } from '../../db/schema/index'
import { linkFileName, linkKey, linkResolver, linkSuggester } from '@/shared/link-names'
import { sqlList, vaultAttachmentsNamed } from './vault-links'

import type { NoteRow } from './note-shapes'
/**
 * Where each of a note's links leads, in the order of `connections`: the note the index stored
 * for it (`linked_notes`, kept by the vault store with `linkResolver`), else the attachment it
 * names, else nothing.
 */
export async function resolveLinks(db: Db, note: NoteRow) {
  const ids = [...new Set(note.linkedNotes.filter((id) => id > 0))]
  const titles = new Map(
    ids.length
      ? (
          await db
            .select({ id: vaultNotes.id, title: vaultNotes.title })
            .from(vaultNotes)
            .where(inArray(vaultNotes.id, ids))
        ).map((row) => [row.id, row.title])
      : [],
  )
  const unresolved = note.links.filter((_, i) => !titles.has(note.linkedNotes[i] ?? 0))
  const attachments = await resolveTargets(db, note.vault, unresolved, note.path)
  return note.links.map((target, i) => {
    const id = note.linkedNotes[i] ?? 0
    const title = titles.get(id)
    return title !== undefined
      ? { target, id, title, attachment: null, suggestion: null }
      : attachments.find((link) => link.target === target)!
  })
}

/**
 * Where `[[link]]` paths lead within `vault` from a note at `sourcePath`, in their order, by
 * `linkResolver`'s rule, with the note a link that leads nowhere was probably meant for
 * (`linkSuggester`). Only what a path may name is read, through indexes: notes with its file
 * name, alias or title, attachments with its file name; not the whole vault (decision 118).
 */
export async function resolveTargets(
  db: Db,
  vault: string,
  targets: readonly string[],
  sourcePath = '',
) {
  if (!targets.length) return []
  const names = noteLinkNames(vaultNotes)
  const files = [...new Set(targets.map(linkFileName))]
  const keys = [...new Set(targets.map(linkKey))]
  const titles = [...new Set(targets.map((target) => target.trim().toLowerCase()))]
  const [notes, attachments] = await Promise.all([
    db
      .select({
        id: vaultNotes.id,
        vault: vaultNotes.vault,
        title: vaultNotes.title,
        path: vaultNotes.path,
        aliases: vaultNotes.aliases,
      })
      .from(vaultNotes)
      .where(
        and(
          eq(vaultNotes.vault, vault),
          or(
            sql`${names.file} in (${sqlList(files)})`,
            sql`${noteLinkKeys(vaultNotes.aliases)} && ARRAY[${sqlList(keys)}]::text[]`,
            sql`${names.title} in (${sqlList(titles)})`,
          ),
        ),
      ),
    vaultAttachmentsNamed(db, vault, files),
  ])
  const resolve = linkResolver(notes, attachments)
  const suggest = linkSuggester(notes)
  return targets.map((target) => {
    const hit = resolve(vault, target, sourcePath)
    const suggested = hit ? undefined : suggest(vault, target, sourcePath)
    return {
      target,
      id: hit?.note?.id ?? null,
      title: hit?.note?.title ?? null,
      attachment: hit?.attachment ?? null,
      suggestion: suggested ? { id: suggested.id, title: suggested.title } : null,
    }
  })
}

/**
 * The notes of its vault that link to `note`, newest first: those whose resolved links
 * (`linked_notes`) hold its id, found through the GIN index on that column (decision 135).
 */
export async function backlinksOf(db: Db, note: NoteRow) {
  return db
    .select({ id: vaultNotes.id, title: vaultNotes.title })
    .from(vaultNotes)
    .where(
      and(
        eq(vaultNotes.vault, note.vault),
        sql`${vaultNotes.linkedNotes} @> ARRAY[${note.id}]::integer[]`,
        ne(vaultNotes.id, note.id),
      ),
    )
    .orderBy(desc(vaultNotes.modified), desc(vaultNotes.id))
}
