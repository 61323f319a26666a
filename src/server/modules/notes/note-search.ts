import { and, desc, inArray, sql, type SQL } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/open'
import { noteAliasText, vaultNotes } from '../../db/schema/index'
import { visibleVaults } from './vault-access'

import { containing } from './like-text'
import { noteSummaryColumns, toNoteSummary } from './note-shapes'
/**
 * Full-text search over title and content, best first, with a snippet around the match. Hits are
 * summaries: the screens show the snippet, never the body (decision 113). The words come from
 * the stored `search_vector` through its GIN index, names (title, aliases) from a scan of those
 * short columns, and only the 50 best are read whole (decision 202).
 */
/**
 * Notes whose words match that are ranked at most, the most recently changed: a word in most of
 * a large vault's notes would otherwise rank them all (decision 221).
 */
export const RANKED_MATCHES = 1000

/**
 * The part of a note a search snippet (200 characters) is cut from. `ts_headline` reads all it
 * is given, about 0.2 ms per 1,000 characters: 40 ms for a 310,000-character index note
 * (obsidian-hub's), and 41 ms for 50 hits given up to 4,000 characters each. It gets this many
 * characters from a little before the first place a word of the search begins (its first five
 * letters, so "learning" finds "learned"), or from the start.
 *
 * That place is looked for as written in lower case and with a capital, a plain byte search
 * however long the note; only a note holding neither (the word in capitals) is lower-cased, its
 * first SNIPPET_SEARCHED characters and then the rest. Lower-casing the first 20,000 characters
 * of 50 hits took 9–24 ms of a search on obsidian-hub, and two long notes whole 16 ms more.
 */
const SNIPPET_WINDOW = 1_200
const SNIPPET_LEAD = 300
const SNIPPET_SEARCHED = 20_000

/** The first word of a search worth finding, cut to a stem-like prefix, lower case. */
function snippetCue(term: string): string {
  const word = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .find((candidate) => candidate.length >= 3 && candidate !== 'and' && candidate !== 'the')
  return (word ?? '').slice(0, 5)
}

/** The window of a note's content where the search's first word appears. */
function snippetText(term: string) {
  const cue = snippetCue(term)
  const c = vaultNotes.content
  const capital = cue.charAt(0).toUpperCase() + cue.slice(1)
  // `least` skips nulls: the earlier of the two spellings found, else null.
  const written = sql`least(nullif(strpos(${c}, ${cue}), 0), nullif(strpos(${c}, ${capital}), 0))`
  const anyCase = sql`coalesce(nullif(strpos(lower(left(${c}, ${SNIPPET_SEARCHED})), ${cue}), 0),
    case when octet_length(${c}) > ${SNIPPET_SEARCHED} then strpos(lower(${c}), ${cue}) else 0 end)`
  const at = cue ? sql`coalesce(${written}, ${anyCase})` : sql`0`
  return sql`substr(${c}, greatest(1, ${at} - ${SNIPPET_LEAD}), ${SNIPPET_WINDOW})`
}

export async function searchNotes(db: Db, term: string, personal?: string) {
  const query = sql`websearch_to_tsquery('english', ${term})`
  const pattern = containing(term)
  // Names are matched through their trigram indexes (title; aliases one per line).
  const named = sql`(${vaultNotes.title} ilike ${pattern} or ${noteAliasText(vaultNotes.aliases)} ilike ${pattern})`
  const rank = sql<number>`ts_rank(${vaultNotes.searchVector}, ${query}) + case when ${named} then 1 else 0 end`
  // Each branch ranks its own rows: joined back to the table, the matches made PostgreSQL read
  // all of it (30 of a search's 60 ms at 13,000 notes).
  const ranked = (where: SQL | undefined) =>
    db
      .select({ id: vaultNotes.id, rank: rank.as('rank') })
      .from(vaultNotes)
      .where(and(visibleVaults(personal), where))
  const hits = union(
    ranked(sql`${vaultNotes.searchVector} @@ ${query}`)
      .orderBy(desc(vaultNotes.modified))
      .limit(RANKED_MATCHES),
    ranked(named),
  ).as('hits')
  const best = await db.select().from(hits).orderBy(desc(hits.rank), desc(hits.id)).limit(50)
  if (!best.length) return []
  const rows = await db
    .select({
      note: noteSummaryColumns,
      snippet: sql<string>`ts_headline('english', ${snippetText(term)}, ${query}, 'MaxWords=35, MinWords=15, StartSel="", StopSel=""')`,
    })
    .from(vaultNotes)
    .where(
      inArray(
        vaultNotes.id,
        best.map((hit) => hit.id),
      ),
    )
  const byId = new Map(rows.map((row) => [row.note.id, row]))
  return best.flatMap(({ id, rank }) => {
    const row = byId.get(id)
    return row
      ? [{ ...toNoteSummary(row.note), rank: Number(rank), snippet: row.snippet.slice(0, 200) }]
      : []
  })
}
