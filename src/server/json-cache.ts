import { createHash } from 'node:crypto'
import type { EventHub, LiveEvent } from './events'

/** A serialized response, its UTF-8 bytes and its strong ETag (a hash of those bytes). */
export interface CachedJson {
  json: string
  /** Sent as they are: a string reply is measured and encoded again on every request. */
  bytes: Buffer
  etag: string
}

/**
 * Serialized JSON responses by key until `clear()`: a read that many clients poll is built and
 * serialized once per change instead of once per request. Concurrent misses share one load, and
 * a load under way when the cache is cleared answers its callers but is not kept.
 */
export class JsonCache {
  private readonly entries = new Map<string, Promise<CachedJson>>()

  constructor(private readonly maxEntries = 100) {}

  async get(key: string, load: () => unknown): Promise<string> {
    return (await this.entry(key, load)).json
  }

  /**
   * The response's UTF-8 bytes, to send as they are: a string reply is measured and encoded
   * again on every request (two-byte strings, with emoji, cost most).
   */
  async bytes(key: string, load: () => unknown): Promise<Buffer> {
    return (await this.entry(key, load)).bytes
  }

  /** Like `get`, with the bytes encoded and the ETag hashed once per fill, not per request. */
  entry(key: string, load: () => unknown): Promise<CachedJson> {
    const cached = this.entries.get(key)
    if (cached) return cached
    const entry = Promise.resolve()
      .then(load)
      .then((value) => {
        const json = JSON.stringify(value)
        const bytes = Buffer.from(json)
        return { json, bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` }
      })
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(key, entry)
    entry.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    return entry
  }

  clear() {
    this.entries.clear()
  }

  /**
   * Empties the cache on every event `matches` accepts. Dispatch is asynchronous (with
   * PostgreSQL it waits for NOTIFY), so this instance's own events also clear it at once,
   * before the request that caused them answers: the writer's next read shows the change.
   * Other instances' events clear it when they are dispatched.
   */
  clearOn(events: EventHub, matches: (event: LiveEvent) => boolean) {
    const clear = (event: LiveEvent) => {
      if (matches(event)) this.clear()
    }
    events.onLocalPublish(clear)
    events.subscribe(clear)
  }
}

/**
 * Whether an `If-None-Match` header names `etag` (or is `*`). RFC 9110 compares weakly here, so
 * a `W/` prefix a proxy added still matches.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}
