import { and, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm'
import { letRequestsThrough } from '../../let-requests-through'
import type { Db } from '../../db/open'
import { vaultNoteDepartures, vaultNotes } from '../../db/schema/index'
import type { Kept } from './vault-note-rows'

/**
 * How long, and how many per vault, notes whose files went are kept for a file coming back at
 * their path (a `git checkout` of another branch and back, a file restored from a backup). A
 * branch switch of a few thousand files stays well inside; the oldest are forgotten first.
 */
export const DEPARTURES_KEPT = { days: 90, perVault: 50_000 }

/** Paths per statement: one parameter each. */
const PATHS_PER_STATEMENT = 1000

/** A note whose file went: what a file coming back at its path takes back. */
export type Departed = { id: number } & Kept

/**
 * Records notes whose files a scan saw go, before their rows are removed: a crash in between
 * leaves the row, which the next scan departs again. A path that went before is overwritten.
 */
export async function recordDepartures(
  db: Db,
  vault: string,
  rows: ({ path: string; id: number; version: string } & Kept)[],
) {
  const departedAt = new Date()
  for (let i = 0; i < rows.length; i += PATHS_PER_STATEMENT)
    await db
      .insert(vaultNoteDepartures)
      .values(
        rows.slice(i, i + PATHS_PER_STATEMENT).map((row) => ({
          vault,
          path: row.path,
          noteId: row.id,
          version: row.version,
          consciousnessLevel: row.consciousnessLevel,
          created: row.created,
          departedAt,
        })),
      )
      .onConflictDoUpdate({
        target: [vaultNoteDepartures.vault, vaultNoteDepartures.path],
        set: {
          noteId: sql`excluded.note_id`,
          version: sql`excluded.version`,
          consciousnessLevel: sql`excluded.consciousness_level`,
          created: sql`excluded.created`,
          departedAt: sql`excluded.departed_at`,
        },
      })
}

/**
 * Takes the departed notes that files now at `files` (paths with no row) are, by path. Each is
 * taken once, by one statement, so two instances scanning the same new file cannot both take
 * it; one whose id is in use again (a rename or another instance took it back) is dropped.
 */
export async function claimDepartures(db: Db, vault: string, files: string[]) {
  const found = new Map<string, Departed>()
  // A first index names every file of its vault: one look spares it a statement a thousand.
  if (files.length > PATHS_PER_STATEMENT) {
    const [any] = await db
      .select({ path: vaultNoteDepartures.path })
      .from(vaultNoteDepartures)
      .where(eq(vaultNoteDepartures.vault, vault))
      .limit(1)
    if (!any) return found
  }
  for (let i = 0; i < files.length; i += PATHS_PER_STATEMENT) {
    const taken = await db
      .delete(vaultNoteDepartures)
      .where(
        and(
          eq(vaultNoteDepartures.vault, vault),
          inArray(vaultNoteDepartures.path, files.slice(i, i + PATHS_PER_STATEMENT)),
        ),
      )
      .returning({
        path: vaultNoteDepartures.path,
        id: vaultNoteDepartures.noteId,
        consciousnessLevel: vaultNoteDepartures.consciousnessLevel,
        created: vaultNoteDepartures.created,
      })
    for (const { path, ...note } of taken) found.set(path, note)
  }
  if (!found.size) return found
  const inUse = new Set(
    (
      await db
        .select({ id: vaultNotes.id })
        .from(vaultNotes)
        .where(
          inArray(
            vaultNotes.id,
            [...found.values()].map((note) => note.id),
          ),
        )
    ).map((row) => row.id),
  )
  for (const [file, note] of found) if (inUse.has(note.id)) found.delete(file)
  return found
}

/** Forgets the departure at a path a note now holds by other means (created through the app). */
export async function dropDeparture(db: Db, vault: string, file: string) {
  await db
    .delete(vaultNoteDepartures)
    .where(and(eq(vaultNoteDepartures.vault, vault), eq(vaultNoteDepartures.path, file)))
}

/**
 * Forgets departures older than `kept.days`, and beyond the newest `kept.perVault` of a vault
 * (with the oldest kept one's whole scan: a scan's departures share one time). Each vault's
 * edge is read through the (vault, departed_at) index, a statement at a time: ranking every
 * departure in one statement held PGlite's thread for 294–511 ms at 50,000, reading the edge
 * 13–89 ms (at load 15–19). Answers how many it forgot.
 */
export async function forgetDepartures(db: Db, kept = DEPARTURES_KEPT, now = new Date()) {
  const old = await db
    .delete(vaultNoteDepartures)
    .where(lt(vaultNoteDepartures.departedAt, new Date(now.getTime() - kept.days * 86_400_000)))
    .returning({ path: vaultNoteDepartures.path })
  let forgotten = old.length
  // The vaults, by a walk of the primary key (a distinct read every row: 41–275 ms at 50,000).
  const vaults = (
    (await db.execute(
      sql`with recursive v as (
        select min(vault) as vault from ${vaultNoteDepartures}
        union all
        select (select min(vault) from ${vaultNoteDepartures} where vault > v.vault)
        from v where v.vault is not null
      ) select vault from v where vault is not null`,
    )) as unknown as { rows: { vault: string }[] }
  ).rows
  for (const { vault } of vaults) {
    await letRequestsThrough()
    const [edge] = await db
      .select({ departedAt: vaultNoteDepartures.departedAt })
      .from(vaultNoteDepartures)
      .where(eq(vaultNoteDepartures.vault, vault))
      .orderBy(desc(vaultNoteDepartures.departedAt))
      .offset(kept.perVault)
      .limit(1)
    if (!edge) continue
    const beyond = await db
      .delete(vaultNoteDepartures)
      .where(
        and(
          eq(vaultNoteDepartures.vault, vault),
          lte(vaultNoteDepartures.departedAt, edge.departedAt),
        ),
      )
      .returning({ path: vaultNoteDepartures.path })
    forgotten += beyond.length
  }
  return forgotten
}
