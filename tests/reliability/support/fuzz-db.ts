import { sql } from 'drizzle-orm'
import type { Db } from '@/server/db/open'

interface Allowance {
  reason: string
  /** Only these rows (an SQL condition) may change; without `rows` or `columns`, any row. */
  rows?: string
  /** Only these columns may change. */
  columns?: string[]
}

/**
 * What a refused request may change by design; every other row and column of every table must
 * stay as it was.
 */
export const REFUSALS_MAY_CHANGE: Record<string, Allowance> = {
  auth_failures: {
    reason: 'brute-force counters: a refused sign-in or sign-up is exactly what they count',
  },
  observations: {
    reason: "Agent Zero's watch log: it records every 429 answer and every slow request",
  },
  event_log: {
    reason: 'the live event that announces each such observation',
    rows: "type = 'observation'",
  },
  vault_notes: {
    reason:
      'when a scan last read a file: a file saved moments before is checked again by any scan',
    columns: ['read_at'],
  },
  sessions: {
    reason: 'any request of a signed-in visitor refreshes its session every 5 minutes',
    columns: ['last_seen_at'],
  },
}

/** The query part that hashes one table, leaving out what refusals may change. */
function tableState(name: string) {
  const allowed = REFUSALS_MAY_CHANGE[name]
  const row = allowed?.columns
    ? `(to_jsonb(t) - array[${allowed.columns.map((c) => `'${c}'`).join(', ')}])::text`
    : 't::text'
  const where = allowed?.rows ? ` where not (${allowed.rows})` : ''
  return `select '${name}' as name, count(*) || ':' || md5(coalesce(string_agg(${row}, E'\\n' order by ${row}), '')) as state from "${name}" t${where}`
}

type Snapshot = Map<string, string>

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/**
 * Notices whether requests changed the database. A write of any kind takes a transaction id,
 * so a cheap look at the next id tells "nothing written" apart; only when it moved are all
 * tables hashed (row count and md5 of every row) and compared with the state before.
 */
export class DatabaseWatch {
  private hashQuery?: ReturnType<typeof sql.raw>
  private state: Snapshot = new Map()
  private nextTransaction = ''

  constructor(private readonly db: Db) {}

  async tables(): Promise<string[]> {
    const rows = await rowsOf<{ name: string }>(
      this.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    )
    return rows.map((row) => row.name)
  }

  /** Takes the current state as the one to compare with. */
  async reset() {
    const watched = (await this.tables()).filter((name) => {
      const allowed = REFUSALS_MAY_CHANGE[name]
      return !allowed || allowed.rows || allowed.columns
    })
    this.hashQuery = sql.raw(watched.map(tableState).join(' union all '))
    await this.settle()
  }

  /**
   * The tables whose rows differ from the state last seen; that state becomes the current one.
   */
  async changedTables(): Promise<string[]> {
    const before = this.state
    if (!(await this.settle())) return []
    return [...new Set([...before.keys(), ...this.state.keys()])].filter(
      (name) => before.get(name) !== this.state.get(name),
    )
  }

  /** Reads the state again if anything was written; says whether it was. */
  private async settle(): Promise<boolean> {
    let next = await this.transactionCounter()
    if (next === this.nextTransaction) return false
    for (;;) {
      const rows = await rowsOf<{ name: string; state: string }>(this.db, this.hashQuery!)
      this.state = new Map(rows.map((row) => [row.name, row.state]))
      const after = await this.transactionCounter()
      if (after === next) break
      next = after
    }
    this.nextTransaction = next
    return true
  }

  private async transactionCounter() {
    const [row] = await rowsOf<{ next: string }>(
      this.db,
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`,
    )
    return row!.next
  }
}
