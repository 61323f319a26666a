import type { FastifyReply, FastifyRequest } from 'fastify'
import { readLiveEvent } from '@/shared/live-events'
import type { EventHub } from '../../events'
import { etagMatches, JsonCache, type CachedJson } from '../../json-cache'
import type { VaultStore } from './vault-store'

/**
 * The reads made from the vault index, serialized once per change. Every one is emptied when a
 * file changes or on an API write (here, and on every other instance through `notes-changed`), or
 * when Agent Zero syncs (an event every instance hears).
 */
export function vaultReadCaches(store: VaultStore, events: EventHub) {
  const caches = {
    /** List pages and counts by (vault, limit, offset): at most 100, of at most 500 notes. */
    lists: new JsonCache(),
    /** Title searches, apart: a word being typed must not push the polled pages out. */
    matches: new JsonCache(),
    /**
     * The graph, the insights and the consciousness map, each made from every note a viewer may
     * read: one set for the shared vaults, one per person with personal notes (the last few).
     */
    whole: new JsonCache(12),
    /**
     * Each vault's note counts, by the set of vaults listed: counting a 13,000-note vault takes
     * 50 ms, and the vault picker is read on every visit to the notes.
     */
    counts: new JsonCache(),
  }
  const all = Object.values(caches)
  store.onChange(() => all.forEach((cache) => cache.clear()))
  for (const cache of all)
    cache.clearOn(
      events,
      (event) =>
        event.type === 'maintenance' ||
        event.type === 'notes-changed' ||
        (event.type === 'observation' &&
          readLiveEvent('observation', event.data)?.type === 'notes-sync'),
    )
  return caches
}

export type VaultReadCaches = ReturnType<typeof vaultReadCaches>

/**
 * Sends a cached read's bytes with its tag, or 304 to an `If-None-Match` naming it. No-cache:
 * browsers keep the answer and ask again with the tag on every poll.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
  etag = cached.etag,
) {
  reply.header('etag', etag).header('cache-control', 'no-cache')
  // Undefined, not null: a 304 has no body and no Content-Length.
  if (etagMatches(request.headers['if-none-match'], etag))
    return reply.status(304).send(undefined as never)
  return reply.type('application/json; charset=utf-8').send(cached.bytes as never)
}
