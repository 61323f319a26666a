import type { FastifyBaseLogger } from 'fastify'
import { LOCKS, withLock } from '../../db/locks'
import type { Db } from '../../db/open'
import { OwnWrites } from './own-writes'

/**
 * What the vault store's parts (indexer, writer, reader) share: the database and folder, the
 * files this instance wrote itself, and the one queue on which scans and writes run one at a
 * time, so a scan never sees a rename half done.
 */
export class VaultCore {
  /** The database is PostgreSQL, which other instances (with the same vault folder) may use. */
  shared = false
  /** Whether requests wait on PGlite's thread while this store scans: all but a first index. */
  answering = false
  stopped = false
  /** The files this store wrote itself (their watcher news is no change of a note). */
  readonly own: OwnWrites
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    readonly db: Db,
    readonly root: string,
    readonly log: FastifyBaseLogger,
  ) {
    this.own = new OwnWrites(root)
  }

  /** Runs `task` after every scan or write before it. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => {})
    return run
  }

  /**
   * A write to `vault`'s files, one at a time on this instance and, on PostgreSQL, on every
   * instance: a transaction-scoped advisory lock per vault spans the version check and the
   * write, so two saves of one version sent to two instances at once get one 200 and one 409.
   * The task's own queries run beside the lock's connection; this instance's queue lets one
   * write at a time hold such a connection, so the pool is never drained by waiting writes.
   */
  writing<T>(vault: string, task: () => Promise<T>): Promise<T> {
    if (!this.shared) return this.exclusive(task)
    return this.exclusive(() =>
      this.db.transaction(async (tx) => {
        await withLock(tx, LOCKS.vaultWrite, vault)
        return task()
      }),
    )
  }

  /** Resolves once every scan and write queued so far has finished. */
  async idle() {
    await this.queue
  }
}
