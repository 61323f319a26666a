import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { users, vaultNoteColumns, vaultNotes } from '../../db/schema/index'
import { visibleVaults } from './vault-access'

import { containing, likeText } from './like-text'

/**
 * Which notes a list names: those of one vault (or of the shared vaults and `personal`, the
 * viewer's own), whose title, path, alias or tag holds `q`.
 */
export interface NotesFilter {
  vault?: string
  personal?: string
  q?: string
}

function notesWhere({ vault, personal, q }: NotesFilter) {
  const tag = q?.replace(/^#/, '')
  return and(
    vault ? eq(vaultNotes.vault, vault) : visibleVaults(personal),
    q
      ? or(
          ilike(vaultNotes.title, containing(q)),
          ilike(vaultNotes.path, containing(q)),
          sql`exists (select 1 from unnest(${vaultNotes.aliases}) as alias where alias ilike ${containing(q)})`,
          tag
            ? sql`exists (select 1 from unnest(${vaultNotes.tags}) as tag where tag ilike ${containing(tag)})`
            : undefined,
        )
      : undefined,
  )
}

/**
 * One page of the notes `filter` names, newest first (the id orders notes saved together). A
 * search puts the notes whose title or an alias is `q` first, then those where one begins with
 * it, so the note asked for is on the first page however many others contain the letters.
 */
export async function notesPage(db: Db, filter: NotesFilter, limit: number, offset: number) {
  const { q } = filter
  const aliasLike = (pattern: string) =>
    sql`exists (select 1 from unnest(${vaultNotes.aliases}) as alias where alias ilike ${pattern})`
  const closeness = q
    ? sql`case when ${vaultNotes.title} ilike ${likeText(q)} or ${aliasLike(likeText(q))} then 0
        when ${vaultNotes.title} ilike ${`${likeText(q)}%`} or ${aliasLike(`${likeText(q)}%`)} then 1
        else 2 end`
    : undefined
  // Whole rows: with `left(content)` every row an offset skips was read out of TOAST too.
  return db
    .select(vaultNoteColumns)
    .from(vaultNotes)
    .where(notesWhere(filter))
    .orderBy(...(closeness ? [closeness] : []), desc(vaultNotes.modified), desc(vaultNotes.id))
    .limit(limit)
    .offset(offset)
}

export async function countNotes(db: Db, filter: NotesFilter = {}) {
  const [row] = await db.select({ n: count() }).from(vaultNotes).where(notesWhere(filter))
  return Number(row?.n ?? 0)
}

export async function findNote(db: Db, id: number) {
  const [row] = await db.select(vaultNoteColumns).from(vaultNotes).where(eq(vaultNotes.id, id))
  return row
}

/** Usernames by id, for naming other people's personal vaults. */
export async function usernames(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, string>()
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, ids))
  return new Map(rows.map((row) => [row.id, row.username]))
}

// The module's reads, each in a file of its own job; named here too, so their callers (the
// routes, the MCP tools) reach them where they always have.
export { likeText } from './like-text'
export { toNote, toNoteSummary, type NoteRow } from './note-shapes'
export { notesAbout, notesReadableBy } from './notes-about'
export { backlinksOf, resolveLinks, resolveTargets } from './note-link-reads'
export { RANKED_MATCHES, searchNotes } from './note-search'
export { graph, insights, markObserved, noteOutlines, vaultCounts } from './note-overviews'
