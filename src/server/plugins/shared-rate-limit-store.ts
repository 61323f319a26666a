import { lt, sql } from 'drizzle-orm'
import type { Db } from '../db/open'
import { rateLimitCounts } from '../db/schema/index'

/** The route a store is made for, as @fastify/rate-limit passes it to `child`. */
export interface StoreParams {
  routeInfo?: { method?: string | string[]; url?: string; config?: { cost?: string } }
}

/** What @fastify/rate-limit asks of a store: count one request and say how long the window lasts. */
export interface RateLimitStore {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void
  child(params: StoreParams): RateLimitStore
}

/**
 * Counts a route's requests per key in this process, each key's window beginning with its
 * first request (as the plugin's own store does, but each request is handed its own count).
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { start: number; hits: number }>()
  private sweptAt = 0

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    const now = Date.now()
    if (now - this.sweptAt > timeWindow) this.sweep(now, timeWindow)
    let window = this.windows.get(key)
    if (!window || window.start + timeWindow <= now) {
      window = { start: now, hits: 0 }
      this.windows.set(key, window)
    }
    window.hits++
    callback(null, { current: window.hits, ttl: window.start + timeWindow - now })
  }

  child(_params: StoreParams): RateLimitStore {
    return new MemoryRateLimitStore()
  }

  /** Forgets the windows that have ended, so the map holds only the last window's callers. */
  private sweep(now: number, timeWindow: number) {
    this.sweptAt = now
    for (const [key, window] of this.windows)
      if (window.start + timeWindow <= now) this.windows.delete(key)
  }
}

/**
 * Counts a route's requests per key in the database, each key's window beginning with its
 * first request, so every instance on one database counts the same requests: a request takes
 * its place with one upsert that starts a new window when the last one has ended, and the count
 * it returns is the limit's answer (decision 216). The database's clock times every window.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  private prunedAt = 0

  constructor(
    private readonly db: Db,
    private readonly prefix = '',
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    this.count(`${this.prefix}${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    )
    const now = Date.now()
    if (now - this.prunedAt > timeWindow) {
      this.prunedAt = now
      this.db
        .delete(rateLimitCounts)
        .where(
          lt(rateLimitCounts.windowStart, sql`now() - ${timeWindow} * interval '1 millisecond'`),
        )
        .catch(this.onError)
    }
  }

  /** A store whose keys name the route (method and path): each route counts on its own. */
  static forRoute(db: Db, params: StoreParams, onError: (error: unknown) => void) {
    const method = [params.routeInfo?.method ?? ''].flat().join(',')
    return new DatabaseRateLimitStore(db, `${method} ${params.routeInfo?.url ?? ''} `, onError)
  }

  child(params: StoreParams): RateLimitStore {
    return DatabaseRateLimitStore.forRoute(this.db, params, this.onError)
  }

  private async count(key: string, timeWindow: number) {
    const ended = sql`${rateLimitCounts.windowStart} <= now() - ${timeWindow} * interval '1 millisecond'`
    const [row] = await this.db
      .insert(rateLimitCounts)
      .values({ key })
      .onConflictDoUpdate({
        target: rateLimitCounts.key,
        set: {
          hits: sql`case when ${ended} then 1 else ${rateLimitCounts.hits} + 1 end`,
          windowStart: sql`case when ${ended} then now() else ${rateLimitCounts.windowStart} end`,
        },
      })
      .returning({
        hits: rateLimitCounts.hits,
        ttl: sql<number>`ceil(extract(epoch from ${rateLimitCounts.windowStart} + ${timeWindow} * interval '1 millisecond' - now()) * 1000)::int`,
      })
    return { current: row!.hits, ttl: Math.max(0, Number(row!.ttl)) }
  }
}
