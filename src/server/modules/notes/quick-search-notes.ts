import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { noteAliasText, vaultNotes } from '../../db/schema/index'
import { likeText } from './service'
import { vaultsVisibleTo } from './vault-access'

/**
 * How many notes a query's words bring to be tiered and ranked, in no order: two common words
 * or a typo had matched thousands of the 13,000 generated notes, and reading them all took
 * 150 ms (decision 224). Names starting with the whole query are read beside them.
 */
const CANDIDATES = 200
const LEADING_NAMES = 20

/** A typo is forgiven in a word this long or longer, as in the index's names. */
const TYPO_FROM = 4
/**
 * How alike a word and a word of a title must be to count as a typo (`word_similarity`): one
 * wrong letter in a six-letter word leaves 4 of its 7 trigrams, 0.57, under the default 0.6.
 */
const TYPO_SIMILARITY = '0.5'

/** How much of a body quick search reads, for a result's first words. */
const OPENING_CHARS = 500

/**
 * Words this long are looked up in the indexes. Shorter ones have no trigrams: testing them in
 * the database read every note (600 ms at 13,000), so they narrow what the others found.
 */
export const NOTE_WORD_FROM = 3

const regexEscape = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')

/** A title or an alias has a word starting with `word` (the trigram indexes answer it). */
const nameHas = (word: string): SQL => {
  const start = `\\m${regexEscape(word)}`
  return sql`(${vaultNotes.title} ~* ${start} or ${noteAliasText(vaultNotes.aliases)} ~* ${start})`
}

/** `word` as typed: in a name, as a full-text word of the body, or as a tag. */
const asTyped = (word: string): SQL =>
  sql`(${nameHas(word)} or ${vaultNotes.searchVector} @@ plainto_tsquery('english', ${word}) or ${vaultNotes.tagWords} @> array[${word}]::text[])`

/** `word` as typed, or a word of the title within a typo of it. */
const matchesWord = (word: string): SQL =>
  word.length >= TYPO_FROM
    ? sql`(${asTyped(word)} or ${word} operator(public.<%) ${vaultNotes.title})`
    : asTyped(word)

/** Whether a title or an alias starts with the whole query. */
const nameStarts = (query: string): SQL =>
  sql`(${vaultNotes.title} ilike ${`${likeText(query)}%`} or ${noteAliasText(vaultNotes.aliases)} ~* ${`(^|\n)${regexEscape(query)}`})`

/**
 * What quick search ranks a note by, its lists as JSON: PGlite hands rows over at about 35 µs
 * each, text arrays costing most, so a candidate carries no more than this.
 */
const nameColumns = {
  id: vaultNotes.id,
  title: vaultNotes.title,
  aliases: sql<string[]>`array_to_json(${vaultNotes.aliases})`,
  tags: sql<string[]>`array_to_json(${vaultNotes.tags})`,
}
/** What it shows of a note, read only for the notes it shows. */
const columns = {
  id: vaultNotes.id,
  vault: vaultNotes.vault,
  path: vaultNotes.path,
  title: vaultNotes.title,
  aliases: vaultNotes.aliases,
  opening: sql<string>`left(${vaultNotes.content}, ${OPENING_CHARS})`,
}

/**
 * The notes the viewer may read that have every one of `words` (or any, when `every` is false),
 * as they were typed or within a typo: those whose name starts with the whole query first, then
 * up to `CANDIDATES` others in no order. `words` are those of `NOTE_WORD_FROM` letters or more.
 */
export async function notesForQuery(
  db: Db,
  query: string,
  words: readonly string[],
  every: boolean,
  viewerId: number | null,
) {
  if (words.length === 0) return []
  const match = every ? and(...words.map(matchesWord)) : or(...words.map(matchesWord))
  const found = { ...nameColumns, asTyped: sql<boolean>`${and(...words.map(asTyped))}` }
  const visible = vaultsVisibleTo(viewerId)
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_SIMILARITY}, true)`,
    )
    const leading =
      query.length >= NOTE_WORD_FROM
        ? await tx
            .select(found)
            .from(vaultNotes)
            .where(and(visible, nameStarts(query), match))
            .limit(LEADING_NAMES)
        : []
    const others = await tx
      .select(found)
      .from(vaultNotes)
      .where(and(visible, match))
      .limit(CANDIDATES)
    const seen = new Set(leading.map((note) => note.id))
    return [...leading, ...others.filter((note) => !seen.has(note.id))]
  })
}

/** The notes of `ids` as quick search shows them, by id. */
export async function notesShown(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, ShownNote>()
  const rows = await db
    .select(columns)
    .from(vaultNotes)
    .where(inArray(vaultNotes.id, [...ids]))
  return new Map(rows.map((row) => [row.id, row]))
}

/** One page of the notes the viewer may read, by title. */
export async function notesByTitle(db: Db, viewerId: number | null, offset: number, limit: number) {
  return db
    .select(columns)
    .from(vaultNotes)
    .where(vaultsVisibleTo(viewerId))
    .orderBy(asc(vaultNotes.title), asc(vaultNotes.id))
    .offset(offset)
    .limit(limit)
}

/** The note `id` when the viewer may read it (in the shared vaults or their own). */
export async function noteById(db: Db, id: number, viewerId: number | null) {
  return db
    .select(columns)
    .from(vaultNotes)
    .where(and(eq(vaultNotes.id, id), vaultsVisibleTo(viewerId)))
}

/** A note as a search found it: its names, and whether every word was found as typed. */
export type FoundNote = Awaited<ReturnType<typeof notesForQuery>>[number]
/** A note as quick search shows it. */
export type ShownNote = Awaited<ReturnType<typeof noteById>>[number]
