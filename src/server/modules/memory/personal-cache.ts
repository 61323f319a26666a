import type { Db } from '../../db/open'
import { VersionedCache } from '../../versioned-cache'
import type { ResponsePreferences } from '@/shared/preferences'

/** What the prompt knows about a signed-in user: remembered facts and reply preferences. */
export interface PersonalContext {
  facts: readonly string[]
  preferences: ResponsePreferences
}

/**
 * Users' personal context, kept while this process is the only writer of it: with PGlite the
 * server owns its database, and every write of facts or preferences goes through the memory
 * service, which forgets the user's entry (decision 116). With PostgreSQL other instances write
 * too, and no cache is enabled.
 */
export class PersonalCache extends VersionedCache<number, PersonalContext> {
  override set(userId: number, context: PersonalContext, readAt: number) {
    super.set(
      userId,
      Object.freeze({ ...context, facts: Object.freeze([...context.facts]) }),
      readAt,
    )
  }
}

// Keyed by the database handle, so every writer that holds `db` reaches the cache.
const caches = new WeakMap<Db, PersonalCache>()

/** Turns the cache on for a database only this process writes (PGlite). */
export function enablePersonalCache(db: Db, cache = new PersonalCache()) {
  caches.set(db, cache)
  return cache
}

export const personalCacheOf = (db: Db) => caches.get(db)

/** Called by every write of a user's facts or preferences, after the write. */
export const forgetPersonal = (db: Db, userId: number) => caches.get(db)?.forget(userId)
