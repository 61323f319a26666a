import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { batches } from '../../batches'
import type { Db } from '../../db/open'
import { noteLinkFiles, noteLinkNames, vaultAttachments, vaultNotes } from '../../db/schema/index'
import { linkFileName, linkResolver } from '@/shared/link-names'
import { letRequestsThrough } from '../../let-requests-through'

/**
 * Rows, and links of them, whose resolved links are written per statement, with waiting
 * requests let through between them. A row written again goes into every index of the notes
 * again: the 11 index notes a bulk change on obsidian-hub had to write (3,000 links between them,
 * and long texts) took 92 ms in one statement.
 */
const UPDATE_BATCH = 100
const UPDATE_BATCH_LINKS = 1000

/**
 * Past this many notes whose links may lead elsewhere, their vault is resolved in one pass: one
 * read of every note costs less than reading thousands by name.
 */
const RESOLVE_WHOLE_VAULT = 3000

/**
 * Link names looked up per statement, with waiting requests let through between them: a bulk
 * change on obsidian-hub looked up 3,460 names at once, 60–66 ms for the notes and as much
 * again for the attachments.
 */
const NAMES_PER_LOOKUP = 500

/** Values as a SQL list: `in (${sqlList(values)})`, `ARRAY[${sqlList(values)}]`. */
export const sqlList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/** What a link is resolved against: each note's id, vault, title and path. */
export const linkTargetColumns = {
  id: vaultNotes.id,
  vault: vaultNotes.vault,
  title: vaultNotes.title,
  path: vaultNotes.path,
}

/** A vault's attachments, all of them or those with one of the file names (lower case) given. */
export function vaultAttachmentsNamed(db: Db, vault: string, names?: readonly string[]) {
  return db
    .select({ vault: vaultAttachments.vault, path: vaultAttachments.path })
    .from(vaultAttachments)
    .where(
      and(
        eq(vaultAttachments.vault, vault),
        names ? inArray(vaultAttachments.nameKey, [...names]) : undefined,
      ),
    )
}

interface LinkingNote {
  id: number
  path: string
  links: string[]
  linkedNotes: number[]
}

/** Stores where each link leads (`linked_notes`) for the notes whose answer changed. */
async function storeResolved(
  db: Db,
  vault: string,
  notes: readonly LinkingNote[],
  resolve: ReturnType<typeof linkResolver>,
) {
  const updates: Record<string, number[]> = {}
  for (const note of notes) {
    const linked = note.links.map((link) => resolve(vault, link, note.path)?.note?.id ?? 0)
    if (linked.join() !== note.linkedNotes.join()) updates[note.id] = linked
  }
  const runs = batches(
    Object.entries(updates),
    UPDATE_BATCH,
    UPDATE_BATCH_LINKS,
    ([, ids]) => ids.length,
  )
  for (const [i, run] of runs.entries()) {
    if (i) await letRequestsThrough()
    await db.execute(sql`
      update ${vaultNotes} set linked_notes = array(
        select jsonb_array_elements_text(entry.value)::integer)
      from jsonb_each(${JSON.stringify(Object.fromEntries(run))}::jsonb) as entry
      where ${vaultNotes.id} = entry.key::integer`)
  }
}

/** Resolves every note's links of a vault (`linkResolver`) in one pass over the vault. */
export async function resolveVaultLinks(db: Db, vault: string) {
  const [notes, attachments] = await Promise.all([
    db
      .select({
        id: vaultNotes.id,
        vault: vaultNotes.vault,
        title: vaultNotes.title,
        path: vaultNotes.path,
        links: vaultNotes.links,
        linkedNotes: vaultNotes.linkedNotes,
      })
      .from(vaultNotes)
      .where(eq(vaultNotes.vault, vault)),
    vaultAttachmentsNamed(db, vault),
  ])
  await storeResolved(db, vault, notes, linkResolver(notes, attachments))
}

/**
 * Resolves again the links that a change can lead elsewhere: those of the `notes` changed, and
 * every link needing one of the file names of `files` (notes and attachments that came, went or
 * moved, by their old and new paths). Only a file's name decides where a link leads, never a
 * title or alias, so no other link can change (decision 222). Reads those notes, and the notes
 * and attachments their links name, through indexes.
 */
export async function resolveLinksTo(
  db: Db,
  vault: string,
  change: { notes: readonly number[]; files: readonly string[] },
) {
  const names = [...new Set(change.files.map(linkFileName))]
  if (!names.length && !change.notes.length) return
  if (names.length + change.notes.length > RESOLVE_WHOLE_VAULT) return resolveVaultLinks(db, vault)
  // The lists as JSON: PGlite hands text and integer arrays over several times slower.
  const linkers = await db
    .select({
      id: vaultNotes.id,
      path: vaultNotes.path,
      links: sql<string[]>`array_to_json(${vaultNotes.links})`,
      linkedNotes: sql<number[]>`array_to_json(${vaultNotes.linkedNotes})`,
    })
    .from(vaultNotes)
    .where(
      and(
        eq(vaultNotes.vault, vault),
        or(
          change.notes.length ? inArray(vaultNotes.id, [...change.notes]) : undefined,
          names.length
            ? sql`${noteLinkFiles(vaultNotes.links)} && ARRAY[${sqlList(names)}]::text[]`
            : undefined,
        ),
      ),
    )
    .limit(RESOLVE_WHOLE_VAULT + 1)
  if (linkers.length > RESOLVE_WHOLE_VAULT) return resolveVaultLinks(db, vault)
  const needed = [...new Set(linkers.flatMap((note) => note.links.map(linkFileName)))]
  if (!needed.length) return storeResolved(db, vault, linkers, linkResolver([]))
  const lookups = []
  for (let start = 0; start < needed.length; start += NAMES_PER_LOOKUP) {
    if (start) await letRequestsThrough()
    const some = needed.slice(start, start + NAMES_PER_LOOKUP)
    lookups.push(
      await Promise.all([
        db
          .select(linkTargetColumns)
          .from(vaultNotes)
          .where(
            and(
              eq(vaultNotes.vault, vault),
              sql`${noteLinkNames(vaultNotes).file} in (${sqlList(some)})`,
            ),
          ),
        vaultAttachmentsNamed(db, vault, some),
      ]),
    )
  }
  const notes = lookups.flatMap(([someNotes]) => someNotes)
  const attachments = lookups.flatMap(([, someAttachments]) => someAttachments)
  await storeResolved(db, vault, linkers, linkResolver(notes, attachments))
}
