import { plural } from '@/shared/plural'
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/open'
import { preparedStatement } from '../../db/prepared'
import {
  noteAliasText,
  noteLinkKeys,
  noteLinkNames,
  users,
  vaultAttachments,
  vaultNoteColumns,
  vaultNotes,
  type VaultNote,
} from '../../db/schema/index'
import { linkFileName, linkKey, linkResolver, linkSuggester } from '@/shared/link-names'
import {
  NOTE_EXCERPT_CHARS,
  notePreview,
  previewSource,
  type Note,
  type NoteSummary,
} from '@/shared/notes'
import { personalVaultOf, visibleVaults, vaultsVisibleTo } from './vault-access'
import { sqlList, vaultAttachmentsNamed } from './vault-links'

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
const noteSummaryColumns = (() => {
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

/** How many notes the AI engine is given for one question (decision 221). */
const NOTES_PER_QUESTION = 8

/**
 * How many matching notes, the most recently changed, a question's lookup ranks: ranking 1,000
 * took 51 ms of a question over 13,000 generated notes (each holding most of the question's
 * words), 200 took 14 ms. A rare word's notes are all ranked.
 */
const RANKED_PER_QUESTION = 200

/** How much of a note's body the AI engine reads: it quotes from the first 4,000 characters. */
const KNOWLEDGE_CHARS = 6000

/** What the AI engine reads of a note found for a question: its start, up to `KNOWLEDGE_CHARS`. */
type NoteAbout = { id: number; vault: string; title: string; content: string }

/**
 * The notes `readerId` may read (the shared vaults and their own) that are most about `words`,
 * best first, for the AI engine to answer one question from. Any word may match; as in
 * `searchNotes`, only the most recently changed matches are ranked (`RANKED_PER_QUESTION`),
 * and only the best few notes' bodies are read: at 13,000 notes that took a common word from
 * 8.3 to 2.8 ms.
 */
export async function notesAbout(
  db: Db,
  words: readonly string[],
  readerId: number | null,
): Promise<NoteAbout[]> {
  if (words.length === 0) return []
  return notesAboutStatement(db).execute({
    words: words.join(' or '),
    personal: personalVaultOf(readerId) ?? '',
  })
}

/**
 * Built once, as an unnamed statement (`''`): Drizzle no longer puts its three selects together
 * for each question (0.2 ms of a chat turn on PGlite), and PostgreSQL still plans it for each
 * question's words. Its best plan depends on them (a rare word's few matches by the full-text
 * index, a common word's newest notes first); a named statement's generic plan, chosen after
 * five runs, took 41–75 ms for a common word at 13,000 notes, against 1–5 ms.
 *
 * The table is read once: the bodies go through the two sorts as stored, not decompressed,
 * and only the best few are cut to `KNOWLEDGE_CHARS`, by the outer select. Joining the best
 * ids back to the table to read their bodies had PostgreSQL plan the table and its thirteen
 * indexes twice: on PGlite the statement took 0.70 ms against 0.53 with the sample vault, 1.2
 * against 1.0 ms at 13,000 notes.
 */
const notesAboutStatement = preparedStatement((db) => {
  const query = sql`websearch_to_tsquery('english', ${sql.placeholder('words')})`
  const matching = db
    .select({
      id: vaultNotes.id,
      vault: vaultNotes.vault,
      title: vaultNotes.title,
      content: vaultNotes.content,
      searchVector: vaultNotes.searchVector,
    })
    .from(vaultNotes)
    .where(
      and(sql`${vaultNotes.searchVector} @@ ${query}`, visibleVaults(sql.placeholder('personal'))),
    )
    .orderBy(desc(vaultNotes.modified))
    .limit(RANKED_PER_QUESTION)
    .as('matching')
  const best = db
    .select({
      id: matching.id,
      vault: matching.vault,
      title: matching.title,
      content: matching.content,
      rank: sql<number>`ts_rank(${matching.searchVector}, ${query})`.as('rank'),
    })
    .from(matching)
    .orderBy(desc(sql`rank`), desc(matching.id))
    .limit(NOTES_PER_QUESTION)
    .as('best')
  return db
    .select({
      id: best.id,
      vault: best.vault,
      title: best.title,
      content: sql<string>`left(${best.content}, ${KNOWLEDGE_CHARS})`,
    })
    .from(best)
    .orderBy(desc(best.rank), desc(best.id))
    .prepare('')
})

/**
 * The notes `userId` may read, with their bodies, newest first: the shared vaults and that
 * person's personal vault (only the shared ones for null, a visitor).
 */
export async function notesReadableBy(db: Db, userId: number | null) {
  return db
    .select(vaultNoteColumns)
    .from(vaultNotes)
    .where(vaultsVisibleTo(userId))
    .orderBy(desc(vaultNotes.modified), desc(vaultNotes.id))
}

/** What the graph, the insights and the consciousness map read of a note. */
const outlineColumns = {
  id: vaultNotes.id,
  vault: vaultNotes.vault,
  title: vaultNotes.title,
  path: vaultNotes.path,
  tags: vaultNotes.tags,
  links: vaultNotes.links,
  linkedNotes: vaultNotes.linkedNotes,
  consciousnessLevel: vaultNotes.consciousnessLevel,
  agentZeroObserved: vaultNotes.agentZeroObserved,
  created: vaultNotes.created,
}

/**
 * Every note of the shared vaults and of `personal` (a viewer's own vault), in outline (no
 * body, no properties), newest first: what the graph, the insights and the consciousness map
 * are made of. Reading a 13,000-note vault's rows is most of what they cost.
 */
export async function noteOutlines(db: Db, personal?: string) {
  return db
    .select(outlineColumns)
    .from(vaultNotes)
    .where(visibleVaults(personal))
    .orderBy(desc(vaultNotes.modified), desc(vaultNotes.id))
}

/**
 * Which notes a list names: those of one vault (or of the shared vaults and `personal`, the
 * viewer's own), whose title, path, alias or tag holds `q`.
 */
export interface NotesFilter {
  vault?: string
  personal?: string
  q?: string
}

/** `text` as LIKE matches it literally: its `%`, `_` and `\` escaped. */
export const likeText = (text: string) => text.replace(/[%_\\]/g, '\\$&')
const containing = (text: string) => `%${likeText(text)}%`

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

/** Most-linked notes, orphans, broken links, tag frequencies and growth, from the index. */
export async function insights(db: Db, personal?: string) {
  const notes = await noteOutlines(db, personal)
  // Links the index found no note for lead to an attachment when one has that name.
  const attachment = linkResolver(
    [],
    await db
      .select({ vault: vaultAttachments.vault, path: vaultAttachments.path })
      .from(vaultAttachments),
  )
  const backlinks = new Map<number, number>()
  const broken: { from: string; to: string }[] = []
  for (const note of notes) {
    note.links.forEach((target, i) => {
      const id = note.linkedNotes[i] ?? 0
      if (id) backlinks.set(id, (backlinks.get(id) ?? 0) + 1)
      else if (!attachment(note.vault, target, note.path))
        broken.push({ from: note.title, to: target })
    })
  }
  const mostLinked = notes
    .map((note) => ({ title: note.title, backlinks: backlinks.get(note.id) ?? 0 }))
    .filter((entry) => entry.backlinks > 0)
    .sort((a, b) => b.backlinks - a.backlinks || a.title.localeCompare(b.title))
    .slice(0, 10)
  const orphans = notes
    .filter((note) => note.links.length === 0 && !backlinks.has(note.id))
    .map((note) => note.title)
  // Tags match ignoring case; each is shown as first written.
  const tagCounts = new Map<string, { tag: string; count: number }>()
  for (const note of notes)
    for (const tag of note.tags) {
      const entry = tagCounts.get(tag.toLowerCase()) ?? { tag, count: 0 }
      entry.count++
      tagCounts.set(tag.toLowerCase(), entry)
    }
  const tags = [...tagCounts.values()].sort(
    (a, b) => b.count - a.count || a.tag.localeCompare(b.tag),
  )
  const perDay = new Map<string, number>()
  for (const note of notes) {
    const day = note.created.toISOString().slice(0, 10)
    perDay.set(day, (perDay.get(day) ?? 0) + 1)
  }
  let running = 0
  const growth = [...perDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, count]) => ({ day, notes: (running += count) }))
  const text: string[] = []
  if (notes.length)
    text.push(
      `${notes.length} notes across ${plural(new Set(notes.map((n) => n.vault)).size, 'vault')}.`,
    )
  if (mostLinked[0])
    text.push(
      `"${mostLinked[0].title}" is the most connected note (${mostLinked[0].backlinks} backlinks).`,
    )
  if (tags[0]) text.push(`#${tags[0].tag} is the most used tag (${tags[0].count} notes).`)
  if (orphans.length)
    text.push(
      `${plural(orphans.length, 'note')} ${orphans.length === 1 ? 'has' : 'have'} no links yet: ${orphans.slice(0, 3).join(', ')}.`,
    )
  if (broken.length)
    text.push(
      `${plural(broken.length, 'link')} ${broken.length === 1 ? 'points' : 'point'} to notes that do not exist yet, e.g. [[${broken[0]!.to}]].`,
    )
  const profound = notes.filter((note) => note.consciousnessLevel === 'profound').length
  if (profound)
    text.push(
      `${plural(profound, 'note')} ${profound === 1 ? 'reaches' : 'reach'} a profound consciousness level.`,
    )
  return { insights: text, mostLinked, orphans, brokenLinks: broken, tags, growth }
}

export async function graph(db: Db, personal?: string) {
  const notes = await noteOutlines(db, personal)
  const edges: { from: number; to: number }[] = []
  const degree = new Map<number, number>()
  const linked = (id: number) => degree.set(id, (degree.get(id) ?? 0) + 1)
  for (const note of notes) {
    for (const id of note.linkedNotes) {
      if (id && id !== note.id) {
        edges.push({ from: note.id, to: id })
        linked(note.id)
        linked(id)
      }
    }
  }
  return {
    nodes: notes.map((note) => ({
      id: note.id,
      title: note.title,
      vault: note.vault,
      tags: note.tags,
      links: degree.get(note.id) ?? 0,
    })),
    edges,
  }
}

/** Each vault's note count and how many of them Agent Zero observed. */
export async function vaultCounts(db: Db, names: string[]) {
  if (!names.length) return new Map<string, { notes: number; observed: number }>()
  const rows = await db
    .select({
      vault: vaultNotes.vault,
      notes: count(),
      observed: sql<number>`count(*) filter (where ${vaultNotes.agentZeroObserved})`,
    })
    .from(vaultNotes)
    .where(inArray(vaultNotes.vault, names))
    .groupBy(vaultNotes.vault)
  return new Map(
    rows.map((row) => [row.vault, { notes: Number(row.notes), observed: Number(row.observed) }]),
  )
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

/** Marks one note (with its new level, when given) or every note as observed by Agent Zero. */
export async function markObserved(
  db: Db,
  which: { noteId: number } | { personal: string | undefined },
  consciousnessLevel?: NoteRow['consciousnessLevel'],
) {
  const noteId = 'noteId' in which ? which.noteId : undefined
  const observed = await db
    .update(vaultNotes)
    .set({
      agentZeroObserved: true,
      ...(noteId && consciousnessLevel ? { consciousnessLevel } : {}),
    })
    .where(
      noteId ? eq(vaultNotes.id, noteId) : visibleVaults((which as { personal?: string }).personal),
    )
    .returning({ id: vaultNotes.id })
  return observed.length
}
