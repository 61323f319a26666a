import { sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { vaultNotes } from '../../db/schema/index'

/** What a file gives its note's row (`VaultStore.noteValues`): every column, none defaulted. */
export type NoteFileValues = Required<
  Pick<
    typeof vaultNotes.$inferInsert,
    | 'path'
    | 'title'
    | 'content'
    | 'tags'
    | 'aliases'
    | 'links'
    | 'consciousnessLevel'
    | 'created'
    | 'modified'
    | 'readAt'
    | 'version'
    | 'frontMatterWarning'
    | 'contentWarning'
    | 'properties'
  >
>

/** A file's values for the row `id`, which the caller found at `fromPath`. */
export type NoteRowRewrite = NoteFileValues & { id: number; fromPath: string }

/**
 * Writes files' values over the rows with the given ids, in one statement, and answers the ids
 * written. A row is written only while it is still at `fromPath`: one that another instance
 * removed or moved meanwhile is not, and the caller inserts the file as new. A plain update,
 * not an insert's `on conflict do update`: PostgreSQL computes the stored full-text vector for
 * the row it tries to insert and again for the row it updates, and on obsidian-hub that second
 * vector was about a sixth of a bulk change's writes. The rows travel as JSON, which PGlite
 * hands over faster than arrays.
 */
export async function rewriteNoteRows(db: Db, rows: readonly NoteRowRewrite[]): Promise<number[]> {
  if (!rows.length) return []
  const result = await db.execute(sql`
    update ${vaultNotes} as n set
      path = v.path, title = v.title, content = v.content, tags = v.tags, aliases = v.aliases,
      links = v.links, consciousness_level = v.consciousness_level, created = v.created,
      modified = v.modified, read_at = v.read_at, version = v.version,
      front_matter_warning = v.front_matter_warning, content_warning = v.content_warning,
      properties = v.properties
    from jsonb_to_recordset(${JSON.stringify(rows.map(asRecord))}::jsonb) as v(
      id integer, from_path text, path text, title text, content text, tags text[], aliases text[],
      links text[], consciousness_level text, created timestamptz, modified timestamptz,
      read_at timestamptz, version text, front_matter_warning text, content_warning text,
      properties jsonb)
    where n.id = v.id and n.path = v.from_path
    returning n.id`)
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id)
}

const asRecord = (row: NoteRowRewrite) => ({
  id: row.id,
  from_path: row.fromPath,
  path: row.path,
  title: row.title,
  content: row.content,
  tags: row.tags,
  aliases: row.aliases,
  links: row.links,
  consciousness_level: row.consciousnessLevel,
  created: row.created,
  modified: row.modified,
  read_at: row.readAt,
  version: row.version,
  front_matter_warning: row.frontMatterWarning,
  content_warning: row.contentWarning,
  properties: row.properties,
})
