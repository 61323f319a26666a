import { desc, gt, lt, asc, max, min, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'
import type { LiveEventInput, LiveEventType, PublishedLiveEvent } from '@/shared/live-events'
import { isLockTimeout, LOCKS, lockCall } from './db/locks'
import type { Db } from './db/open'
import { eventLog } from './db/schema/index'

/**
 * An event as read from the log: its type and payload are whatever was stored (another
 * instance, possibly of another version, may have written it), so readers check them against
 * the catalogue (`readLiveEvent`).
 */
export interface LiveEvent {
  id: number
  type: string
  data: unknown
}

export type EventListener = (event: LiveEvent) => void

/**
 * A listener of this instance's own events, which are typed by the catalogue; the publish
 * waits for work it returns.
 */
export type LocalEventListener = (event: PublishedLiveEvent) => void | Promise<unknown>

export interface EventHubOptions {
  db: Db
  log: FastifyBaseLogger
  /** With PostgreSQL, instances tell each other about new events through LISTEN/NOTIFY. */
  databaseUrl?: string
  databaseSchema?: string
}

const BATCH = 500

/** A publish slower than this is counted: writers on every instance wait for the event lock. */
const SLOW_PUBLISH_MS = 100

/**
 * The longest a publish waits for the event lock (decision 279). Every writer of every instance
 * queues on that one lock; a holder stuck for seconds would stall them all, so a waiter gives up
 * after this and its request answers 503, to be tried again, instead of joining the queue.
 */
export const EVENT_LOCK_WAIT_MS = 2_000

/**
 * Publishes live events: each is stored in `event_log` (its id is the SSE id) and dispatched
 * to every listener of every instance, in id order, exactly once per instance.
 */
export class EventHub {
  private readonly listeners = new Set<EventListener>()
  private readonly localListeners = new Set<LocalEventListener>()
  private lastId = 0
  private draining: Promise<void> | null = null
  private again = false
  private listener: pg.Client | null = null
  private stopped = false
  private reconnectTimer: NodeJS.Timeout | undefined
  private readonly channel: string

  constructor(private readonly options: EventHubOptions) {
    this.channel = `hc_events_${options.databaseSchema ?? 'public'}`
  }

  async start() {
    const [newest] = await this.options.db
      .select({ id: eventLog.id })
      .from(eventLog)
      .orderBy(desc(eventLog.id))
      .limit(1)
    this.lastId = newest?.id ?? 0
    if (this.options.databaseUrl) await this.listen(this.options.databaseUrl)
  }

  async stop() {
    this.stopped = true
    clearTimeout(this.reconnectTimer)
    this.listeners.clear()
    const listener = this.listener
    this.listener = null
    await listener?.end().catch(() => {})
    await this.draining
  }

  /** LISTENs on a connection of its own; when the database drops it, connects again. */
  private async listen(url: string) {
    const client = new pg.Client({ connectionString: url })
    // An id this instance has already dispatched (its own, see publish) needs no read.
    client.on('notification', (message) => {
      if (!(Number(message.payload) <= this.lastId)) this.poke()
    })
    client.on('error', (error) =>
      this.options.log.error({ err: error }, 'event listener connection failed'),
    )
    client.on('end', () => {
      if (this.listener !== client) return
      // Until it is back, this instance dispatches its own events (see publish).
      this.listener = null
      this.reconnect(url, 500)
    })
    try {
      await client.connect()
      await client.query(`LISTEN "${this.channel}"`)
    } catch (error) {
      await client.end().catch(() => {})
      throw error
    }
    this.listener = client
  }

  private reconnect(url: string, delayMs: number) {
    if (this.stopped) return
    this.reconnectTimer = setTimeout(async () => {
      try {
        await this.listen(url)
        if (this.stopped) {
          await this.listener?.end().catch(() => {})
          return
        }
        this.options.log.info('event listener reconnected')
        // Events other instances published while this one was not listening.
        this.poke()
      } catch (error) {
        this.options.log.warn({ err: error }, 'event listener could not reconnect')
        // One attempt a second at most apart: back within about a second of the database,
        // for the price of one failed connection a second while it is down.
        this.reconnect(url, Math.min(delayMs * 2, 1_000))
      }
    }, delayMs)
    this.reconnectTimer.unref()
  }

  /**
   * Stores and announces an event; resolves with its id once this instance's own listeners
   * have done what it set off (Agent Zero's observation): the writer's request, not a later
   * one, waits for that.
   */
  async publish<T extends LiveEventType>(type: T, data: LiveEventInput<T>): Promise<number> {
    const started = performance.now()
    let row: { id: number } | undefined
    try {
      row = await this.insert(type, data)
    } catch (error) {
      if (isLockTimeout(error)) this.lockTimeouts++
      throw error
    } finally {
      const ms = performance.now() - started
      if (ms > SLOW_PUBLISH_MS) this.slowPublishes++
      for (const timed of this.timers) timed(ms, row !== undefined)
    }
    const handled: Promise<unknown>[] = []
    const published = { id: row!.id, type, data } as PublishedLiveEvent
    for (const listener of this.localListeners) {
      try {
        const work = listener(published)
        if (work) handled.push(work)
      } catch (error) {
        this.options.log.error({ err: error }, 'local event listener failed')
      }
    }
    if (row!.id === this.lastId + 1 && !this.draining) {
      // The next id, and no read under way: nothing before it can be missing (ids commit in
      // order, decision 186), so it goes out without being read back, and its notification,
      // when it comes back, is skipped. Otherwise the reader catches up in id order, woken by
      // the notification or, without a listener (PGlite, or PostgreSQL's reconnecting), here.
      this.lastId = row!.id
      this.dispatch({ id: row!.id, type, data: JSON.parse(JSON.stringify(data ?? null)) })
    } else if (!this.listener) {
      this.poke()
    }
    for (const outcome of await Promise.allSettled(handled))
      if (outcome.status === 'rejected')
        this.options.log.error({ err: outcome.reason }, 'local event listener failed')
    return row!.id
  }

  /**
   * Stores the event. On PostgreSQL one statement takes the event lock, takes the id, inserts
   * and notifies the other instances, and commits: ids become visible in the order they were
   * handed out, so a reader that has seen an id has seen every id before it (decision 186), and
   * the lock is held only while the database runs that statement, never across a round trip a
   * paused process could stretch. A waiter gives up after EVENT_LOCK_WAIT_MS (`lock_timeout`,
   * set inside the same statement). PGlite runs one statement at a time, which gives the same
   * order without the lock.
   */
  private async insert(type: string, data: unknown): Promise<{ id: number } | undefined> {
    if (!this.options.databaseUrl) {
      const rows = await this.options.db
        .insert(eventLog)
        .values({ type, data })
        .returning({ id: eventLog.id })
      return rows[0]
    }
    const result = await this.options.db.execute(sql`
      with stored as (
        insert into ${eventLog} (type, data)
        select ${type}, ${JSON.stringify(data ?? null)}::jsonb
        from (select ${lockCall(LOCKS.events, undefined, EVENT_LOCK_WAIT_MS)}) as locked
        returning id
      )
      select id, pg_notify(${this.channel}, id::text) from stored`)
    // node-postgres returns a bigint as text.
    const [row] = (result as unknown as { rows: { id: string | number }[] }).rows
    return row && { id: Number(row.id) }
  }

  /** Publishes that took longer than SLOW_PUBLISH_MS to store, since the start (`/metrics`). */
  slowPublishes = 0

  /** Publishes that gave up waiting EVENT_LOCK_WAIT_MS for the event lock, since the start. */
  lockTimeouts = 0

  private readonly timers = new Set<(ms: number, stored: boolean) => void>()

  /** Hears how long each publish took to store, and whether it did (the `/metrics` histogram). */
  onPublishTimed(listener: (ms: number, stored: boolean) => void): () => void {
    this.timers.add(listener)
    return () => this.timers.delete(listener)
  }

  /** Listens to every event this instance dispatches from now on. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Hears only events published by this instance (each event once across the cluster). */
  onLocalPublish(listener: LocalEventListener): () => void {
    this.localListeners.add(listener)
    return () => this.localListeners.delete(listener)
  }

  /** The newest event this instance has handed to its listeners: a new stream starts after it. */
  get newestDispatchedId() {
    return this.lastId
  }

  get subscriberCount() {
    return this.listeners.size
  }

  /** Events after `afterId` (for Last-Event-ID), oldest first. */
  async since(afterId: number, limit = 1000): Promise<LiveEvent[]> {
    const rows = await this.options.db
      .select({ id: eventLog.id, type: eventLog.type, data: eventLog.data })
      .from(eventLog)
      .where(gt(eventLog.id, afterId))
      .orderBy(asc(eventLog.id))
      .limit(limit)
    return rows
  }

  /** The oldest and newest ids still kept (0 and 0 when the log is empty). */
  async range(): Promise<{ oldest: number; newest: number }> {
    const [row] = await this.options.db
      .select({ oldest: min(eventLog.id), newest: max(eventLog.id) })
      .from(eventLog)
    return { oldest: Number(row?.oldest ?? 0), newest: Number(row?.newest ?? 0) }
  }

  /** Drops events older than `maxAgeMs`; resuming from before that starts from what is left. */
  async prune(maxAgeMs: number) {
    await this.options.db
      .delete(eventLog)
      .where(lt(eventLog.createdAt, new Date(Date.now() - maxAgeMs)))
  }

  /** Resolves once every event published so far has been dispatched (tests, shutdown). */
  async settled() {
    while (this.draining) await this.draining
  }

  private poke() {
    if (this.draining) {
      this.again = true
      return
    }
    this.draining = this.drain().finally(() => {
      this.draining = null
      if (this.again) {
        this.again = false
        this.poke()
      }
    })
  }

  private async drain() {
    for (;;) {
      let rows: LiveEvent[]
      try {
        rows = await this.since(this.lastId, BATCH)
      } catch (error) {
        this.options.log.error({ err: error }, 'reading new events failed')
        return
      }
      for (const event of rows) {
        this.lastId = event.id
        this.dispatch(event)
      }
      if (rows.length < BATCH) return
    }
  }

  private dispatch(event: LiveEvent) {
    for (const listener of this.listeners) {
      try {
        listener(event)
      } catch (error) {
        this.options.log.error({ err: error }, 'event listener failed')
      }
    }
  }
}

/** `app.events`, reading from the newest stored event; stopped at close, before the database. */
export const eventsPlugin = fp(
  async (app) => {
    const events = new EventHub({
      db: app.database.db,
      log: app.log,
      databaseUrl: app.config.databaseUrl,
      databaseSchema: app.config.databaseSchema,
    })
    await events.start()
    app.decorate('events', events)
    app.addHook('onClose', () => events.stop())
  },
  { name: 'events', dependencies: ['config', 'database'] },
)
