import { sql } from 'drizzle-orm'
import { vaultNoteColumns, vaultNotes, type VaultNote } from '../../db/schema/index'
import {
  NOTE_EXCERPT_CHARS,
  notePreview,
  previewSource,
  type Note,
  type NoteSummary,
} from '@/shared/notes'

export type NoteRow = VaultNote

export const toNote = (row: Omit<NoteRow, 'linkedNotes'>): Note => ({
  id: row.id,
  title: row.title,
  content: row.content,
  tags: row.tags,
  vault: row.vault,
  path: row.path,
  created: row.created.toISOString(),
  modified: row.modified.toISOString(),
  consciousnessLevel: row.consciousnessLevel,
  agentZeroObserved: row.agentZeroObserved,
  connections: row.links,
  aliases: row.aliases,
  version: row.version,
  frontMatterWarning: row.frontMatterWarning,
  contentWarning: row.contentWarning,
  // Written only by the vault store, from `propertyType`.
  properties: row.properties as Note['properties'],
})

/**
 * A note's columns for a search hit: only as much of the body as its excerpt reads (and one
 * character more, so a cut still shows), its links as JSON, no resolved link ids. Reading
 * bodies whole made a search that found obsidian-hub's index notes carry a megabyte out of the
 * database; their 8,000 links read as text arrays took 26 ms of a search, as JSON 6 ms.
 */
export const noteSummaryColumns = (() => {
  const { linkedNotes: _linkedNotes, ...columns } = vaultNoteColumns
  return {
    ...columns,
    content: sql<string>`left(${vaultNotes.content}, ${previewSource(NOTE_EXCERPT_CHARS) + 1})`,
    links: sql<string[]>`array_to_json(${vaultNotes.links})`,
  }
})()

/** A list entry: the note without its body, with the body's first words as plain text. */
export const toNoteSummary = (row: Omit<NoteRow, 'linkedNotes'>): NoteSummary => {
  const { content, ...note } = toNote(row)
  return { ...note, excerpt: notePreview(content, NOTE_EXCERPT_CHARS) }
}
