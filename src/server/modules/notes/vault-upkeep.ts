import { getTableColumns, sql } from 'drizzle-orm'
import { letRequestsThrough } from '../../let-requests-through'
import { vaultAttachments, vaultNotes } from '../../db/schema/index'
import { forgetDepartures } from './note-departures'
import type { TouchedNotes } from './notes-changes'
import type { VaultCore } from './vault-core'

/** How long after the last change the GIN indexes' pending lists are cleaned (PGlite). */
const TIDY_AFTER_MS = 5_000

/** At most this often the departed notes past their bounds are forgotten (`note-departures.ts`). */
const FORGET_EVERY_MS = 3_600_000

/**
 * The notes' columns, each analysed by a statement of its own after a change: the whole table
 * at once held the thread for 340–380 ms on obsidian-hub (6,571 notes), its full-text column
 * alone for 76 ms.
 */
const NOTE_COLUMNS = Object.values(getTableColumns(vaultNotes)).map((column) => column.name)

/**
 * What follows every change of the index: the listeners told (caches, search), the planner's
 * statistics kept up to date, on PGlite the full-text indexes' pending lists cleaned, and the
 * departed notes kept within their bounds.
 */
export class VaultUpkeep {
  private readonly listeners = new Set<(notes: TouchedNotes) => void>()
  /** The pending lists' clean-up a few seconds after the last change (PGlite). */
  private tidyTimer: NodeJS.Timeout | undefined
  /** Notes the scans changed since the planner's statistics were last brought up to date. */
  private changedSinceAnalyze = 0
  /** When the departed notes were last pruned (0: not yet by this instance). */
  private forgotAt = 0

  constructor(private readonly core: VaultCore) {}

  /** Calls `listener` after each change with the notes it wrote or removed (see TouchedNotes). */
  onChange(listener: (notes: TouchedNotes) => void) {
    this.listeners.add(listener)
  }

  changed(notes: TouchedNotes) {
    this.listeners.forEach((listener) => listener(notes))
    if (!this.core.shared && !this.core.stopped) {
      if (this.tidyTimer) clearTimeout(this.tidyTimer)
      this.tidyTimer = setTimeout(() => void this.cleanPendingLists(), TIDY_AFTER_MS)
      this.tidyTimer.unref()
    }
  }

  stop() {
    clearTimeout(this.tidyTimer)
  }

  /**
   * Forgets departed notes past their bounds, at most once an hour per instance (the first
   * change after a start prunes): the bounds are days and tens of thousands, so an hour late
   * is nothing, and ranking every departure on each scan would cost every scan.
   */
  async forgetDepartures() {
    if (this.core.stopped || Date.now() - this.forgotAt < FORGET_EVERY_MS) return
    this.forgotAt = Date.now()
    try {
      const forgotten = await forgetDepartures(this.core.db)
      if (forgotten) this.core.log.info({ forgotten }, 'departed notes forgotten')
    } catch (error) {
      this.core.log.warn({ err: error }, 'departed notes not pruned')
    }
  }

  /**
   * Moves the entries waiting in the GIN indexes' pending lists into the indexes (PGlite only:
   * on PostgreSQL autovacuum does it). Every search of such an index reads its whole pending
   * list: after a first index of 13,000 notes a note's backlinks took 12 ms, 1 ms after this.
   */
  private async cleanPendingLists() {
    if (this.core.shared) return
    try {
      const result = await this.core.db.execute(
        sql`select i.indexrelid::integer as index from pg_index i
          join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
          where i.indrelid = 'vault_notes'::regclass and a.amname = 'gin'`,
      )
      // One index a statement: all seven at once held the thread for up to 186 ms.
      for (const { index } of (result as unknown as { rows: { index: number }[] }).rows) {
        await letRequestsThrough()
        await this.core.db.execute(sql`select gin_clean_pending_list(${index}::oid::regclass)`)
      }
    } catch (error) {
      this.core.log.warn({ err: error }, 'vault indexes not tidied')
    }
  }

  /**
   * Brings the planner's row counts of the vault tables up to date once the notes this instance's
   * scans changed since it last did pass autovacuum's own threshold (50 rows and 10 %). PGlite
   * has no autovacuum: a vault of 13,000 notes indexed at once was planned as 429 rows, and
   * resolving a save's links read every note (117 ms instead of 12). The scans count what they
   * change: counting the notes took 48 ms of a bulk change at 13,000, and PostgreSQL's own
   * change counter reaches the tables late, so the first index's `ANALYZE` could fall in a later
   * change (it held `/healthz` for 883 ms).
   */
  async keepStatistics(changed: number) {
    const { db } = this.core
    this.changedSinceAnalyze += changed
    const result = await db.execute(
      sql`select reltuples as estimated from pg_class where oid = 'vault_notes'::regclass`,
    )
    const [row] = (result as unknown as { rows: { estimated: number }[] }).rows
    const estimated = Number(row?.estimated ?? -1)
    if (estimated >= 0 && this.changedSinceAnalyze <= 50 + 0.1 * estimated) return
    const grown = this.changedSinceAnalyze
    this.changedSinceAnalyze = 0
    if (this.core.shared || estimated < 0 || grown >= estimated) {
      // PostgreSQL (its own processes), a first index, or a vault as large as the rest come at
      // once: the whole table, with the statistics of the indexes' expressions, which a column's
      // own analysis leaves as they are.
      await db.execute(sql`analyze ${vaultNotes}, ${vaultAttachments}`)
    } else {
      for (const column of NOTE_COLUMNS) {
        await letRequestsThrough()
        await db.execute(sql`analyze ${vaultNotes} (${sql.identifier(column)})`)
      }
      await letRequestsThrough()
      await db.execute(sql`analyze ${vaultAttachments}`)
    }
    await this.cleanPendingLists()
  }
}
