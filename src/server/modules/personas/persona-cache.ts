import type { Db } from '../../db/open'
import type { personas } from '../../db/schema/index'
import { VersionedCache } from '../../versioned-cache'

/** What a chat turn reads of a persona: everything but its uploaded avatar. */
export type ChatPersonaRow = Omit<typeof personas.$inferSelect, 'avatarImage' | 'avatarType'>

/**
 * Personas as chat turns read them, kept while this process is the only writer of them
 * (PGlite, as conversations and personal context are, decisions 115 and 116): every turn needs
 * its persona before the model is asked. `service.ts` forgets an entry when it changes or
 * deletes the row, and the account's deletion forgets its owner's.
 */
const caches = new WeakMap<Db, VersionedCache<string, ChatPersonaRow>>()

/** Turns the cache on for a database only this process writes (PGlite). */
export function enablePersonaCache(db: Db) {
  const cache = new VersionedCache<string, ChatPersonaRow>(1000)
  caches.set(db, cache)
  return cache
}

export const personaCacheOf = (db: Db) => caches.get(db)

/** Called after a person's personas are deleted with their account. */
export const forgetPersonasOf = (db: Db, userId: number) =>
  caches.get(db)?.forgetWhere((row) => row.ownerId === userId)
