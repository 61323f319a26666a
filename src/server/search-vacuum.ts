import type { Options } from 'minisearch'

/**
 * MiniSearch's automatic clean-up of discarded documents, run in one go when due (at the
 * library's own thresholds). Its default runs in batches between timers, and a document added
 * or discarded between two batches can break its walk of the index with an uncaught
 * "Cannot read properties of undefined (reading 'keys')" that ends the process (minisearch
 * issue 306): indexes that change while the server runs (quick search, the AI engine's
 * knowledge) take this instead.
 */
export const AUTO_VACUUM_AT_ONCE: Options['autoVacuum'] = {
  batchSize: Number.MAX_SAFE_INTEGER,
  batchWait: 0,
  minDirtCount: 20,
  minDirtFactor: 0.1,
}
