import { and, desc, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { preparedStatement } from '../../db/prepared'
import { vaultNoteColumns, vaultNotes } from '../../db/schema/index'
import { personalVaultOf, visibleVaults, vaultsVisibleTo } from './vault-access'

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
