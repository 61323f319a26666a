import pg from 'pg'
import { vi } from 'vitest'

/** What one piece of work cost the database, counted on node-postgres (PostgreSQL). */
export interface StatementCount {
  /** Every statement sent, BEGIN and COMMIT included. */
  statements: number
  /** Transactions: each BEGIN, and each statement sent outside one (its own transaction). */
  transactions: number
  /** The statements' text, in order, for a failing assertion to show. */
  texts: string[]
}

/**
 * Counts the statements and transactions every PostgreSQL connection of this process sends
 * while `work` runs (the pool's and those lent out for a transaction). Work still running in the
 * background when `work` resolves (a turn's bookkeeping after its stream) is counted only if it
 * is awaited by `work`.
 */
export async function countStatements(work: () => Promise<unknown>): Promise<StatementCount> {
  const count: StatementCount = { statements: 0, transactions: 0, texts: [] }
  const inTransaction = new WeakSet<object>()
  const original = pg.Client.prototype.query
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const first = args[0]
    const text = (typeof first === 'string' ? first : (first as { text?: string })?.text) ?? ''
    const verb = text.trim().split(/\s+/, 1)[0]?.toLowerCase() ?? ''
    count.statements++
    count.texts.push(text.replace(/\s+/g, ' ').slice(0, 120))
    if (verb === 'begin') {
      inTransaction.add(this)
      count.transactions++
    } else if (verb === 'commit' || verb === 'rollback') {
      inTransaction.delete(this)
    } else if (!inTransaction.has(this)) {
      count.transactions++
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original)
  try {
    await work()
  } finally {
    spy.mockRestore()
  }
  return count
}
