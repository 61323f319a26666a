import pg from 'pg'
import { DrizzlePGlite } from '../db/pglite-client'

/** What one piece of work cost the database, counted on node-postgres or PGlite. */
export interface StatementCount {
  /** Every statement sent, BEGIN and COMMIT included. */
  statements: number
  /** Transactions: each BEGIN, and each statement sent outside one (its own transaction). */
  transactions: number
  /** The statements' text, in order, for a failing assertion to show. */
  texts: string[]
}

/**
 * Replaces `owner[key]` by `wrap(original)` until the returned restore is called. Plain
 * JavaScript rather than vitest's spies: `bench/chat-stream` counts with this outside vitest.
 */
function replace<T extends object, K extends keyof T>(
  owner: T,
  key: K,
  wrap: (original: T[K]) => T[K],
): () => void {
  const original = owner[key]
  owner[key] = wrap(original)
  return () => {
    owner[key] = original
  }
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
  const restore = replace(
    pg.Client.prototype,
    'query',
    (original) =>
      function (this: pg.Client, ...args: unknown[]) {
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
      } as typeof original,
  )
  const pglite = countPGlite(count)
  try {
    await work()
  } finally {
    restore()
    pglite()
  }
  return count
}

/**
 * Counts PGlite's statements the same way: each `query` outside a transaction is one, and a
 * `transaction` is one with its BEGIN, COMMIT and the statements its callback sends.
 */
function countPGlite(count: StatementCount): () => void {
  const note = (text: string) => {
    count.statements++
    count.texts.push(text.replace(/\s+/g, ' ').slice(0, 120))
  }
  const restoreQuery = replace(
    DrizzlePGlite.prototype,
    'query',
    (query) =>
      function (this: DrizzlePGlite, ...args: Parameters<typeof query>) {
        count.transactions++
        note(args[0])
        return query.apply(this, args)
      } as typeof query,
  )
  const restoreTransaction = replace(
    DrizzlePGlite.prototype,
    'transaction',
    (transaction) =>
      function (this: DrizzlePGlite, callback: Parameters<typeof transaction>[0]) {
        count.transactions++
        note('begin')
        return transaction
          .call(this, (tx) =>
            callback({
              ...tx,
              closed: tx.closed,
              query: (text, ...rest) => {
                note(text)
                return tx.query(text, ...rest)
              },
            }),
          )
          .finally(() => note('commit'))
      } as typeof transaction,
  )
  return () => {
    restoreQuery()
    restoreTransaction()
  }
}
