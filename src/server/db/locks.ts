import { sql, type SQL } from 'drizzle-orm'
import type { Db } from './open'

/**
 * Every advisory lock the server takes, by name. A lock's key is the text
 * `hc_<name>_<schema>[:<key>]`, hashed by PostgreSQL, so two schemas on one database (tests,
 * several deployments) never wait for each other, and every instance of one deployment takes the
 * same lock. The event log's and the migrations' texts are the ones older versions used, so a
 * rolling upgrade keeps them exclusive.
 */
export const LOCKS = {
  /** Sign-ups from one address, from the hourly count to the insert (decision 216). */
  signUpRate: 'sign_up_rate',
  /** A vault's files, from a save's version check to the write (decision 137). */
  vaultWrite: 'vault_write',
  /** A person's audio library, from the quota check to the insert. */
  audioQuota: 'audio_quota',
  /** Every insert into `event_log`, until it commits (decision 186). */
  events: 'events',
  /** Creating the schema and applying the migrations (decision 187), a session lock. */
  migrate: 'migrate',
} as const

export type LockName = (typeof LOCKS)[keyof typeof LOCKS]

/** The text a lock is keyed by, for the session lock that has no transaction to run in. */
export function lockText(name: LockName, schema: string, key?: string | number): string {
  return `hc_${name}_${schema}${key === undefined ? '' : `:${key}`}`
}

/**
 * The call that takes `name` (for `key`) until the transaction ends; the schema is the
 * connection's. An expression, so one statement can take a lock and do its work (the event log).
 * With `waitMs`, the statement waits at most that long for the lock, then fails with
 * `lock_not_available` (55P03): the limit is set, for its transaction only, inside the lock's
 * own argument, so it is in force before the wait begins and costs no round trip.
 */
export function lockCall(name: LockName, key?: string | number, waitMs?: number): SQL {
  const suffix = key === undefined ? '' : `:${key}`
  const limit =
    waitMs === undefined
      ? sql``
      : sql` || left(set_config('lock_timeout', ${`${Math.ceil(waitMs)}ms`}, true), 0)`
  return sql`pg_advisory_xact_lock(hashtext(${`hc_${name}_`} || current_schema() || ${suffix}${limit}))`
}

/** A statement that gave up waiting for a lock (`lock_timeout`), as PostgreSQL reports it. */
export const isLockTimeout = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === '55P03' ||
  ((error as { cause?: unknown } | null)?.cause !== undefined &&
    isLockTimeout((error as { cause: unknown }).cause))

/**
 * Takes `name` (for `key`) in `tx` until it commits or rolls back. The one way the server takes
 * a transaction-scoped lock; PGlite has one connection, where it costs a statement and never waits.
 */
export async function withLock(tx: Pick<Db, 'execute'>, name: LockName, key?: string | number) {
  await tx.execute(sql`select ${lockCall(name, key)}`)
}

/** The session lock of a `lockText`, on a raw connection (the migrations take it before any schema exists). */
export const sessionLockQuery = 'select pg_advisory_lock(hashtext($1))'

/** Lets go of a session lock taken with `sessionLockQuery`. */
export const sessionUnlockQuery = 'select pg_advisory_unlock(hashtext($1))'

/** The transaction lock of a `lockText` on a raw connection (tests that hold a lock on purpose). */
export const transactionLockQuery = 'select pg_advisory_xact_lock(hashtext($1))'
