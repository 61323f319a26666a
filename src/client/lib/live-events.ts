import { useSyncExternalStore } from 'react'
import { eventEndpoints } from '@/shared/endpoints/events'
import { urlOf } from './api'

/** Hands a handler one event's payload. */
export type LiveEventHandler<T = unknown> = (data: T) => void

/** The payload when it is what the handler expects; `undefined` otherwise (it is then ignored). */
export type LiveEventReader<T> = (data: unknown) => T | undefined

interface Subscription {
  handler: LiveEventHandler<never>
  read: LiveEventReader<unknown>
}

/** The part of the browser's EventSource this client uses (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number
  onopen: ((event: Event) => void) | null
  onerror: ((event: Event) => void) | null
  addEventListener(type: string, listener: (event: MessageEvent) => void): void
  close(): void
}

export interface LiveEventsOptions {
  url?: string
  createSource?: (url: string) => EventSourceLike
  /** How long the stream stays open after its last subscriber leaves (a route change). */
  idleCloseMs?: number
  setTimer?: (callback: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

const CLOSED = 2
const MAX_REOPEN_DELAY_MS = 30_000

/**
 * One EventSource for the whole tab, opened when the first subscriber arrives and closed a
 * little after the last one leaves. The browser reconnects by itself (sending Last-Event-ID);
 * when it gives up (the stream answered with an error status) this client opens a new one after
 * a back-off, resuming with `?lastEventId=` so no event is lost in between.
 */
export class LiveEvents {
  private source: EventSourceLike | null = null
  private readonly handlers = new Map<string, Set<Subscription>>()
  private readonly listening = new Set<string>()
  private readonly statusListeners = new Set<() => void>()
  private readonly resetListeners = new Set<() => void>()
  private subscribers = 0
  private lastEventId = 0
  private connectedNow = false
  private failures = 0
  private closeTimer: unknown = null
  private reopenTimer: unknown = null
  private readonly url: string
  private readonly createSource: (url: string) => EventSourceLike
  private readonly idleCloseMs: number
  private readonly setTimer: (callback: () => void, ms: number) => unknown
  private readonly clearTimer: (timer: unknown) => void

  constructor(options: LiveEventsOptions = {}) {
    this.url = options.url ?? urlOf(eventEndpoints.stream)
    this.createSource =
      options.createSource ??
      ((url) => new EventSource(url, { withCredentials: true }) as EventSourceLike)
    this.idleCloseMs = options.idleCloseMs ?? 10_000
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms))
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as number))
  }

  /** Whether the stream is open right now (polling fallbacks switch off while it is). */
  get connected() {
    return this.connectedNow
  }

  /**
   * Calls `handler` with each event of `type` whose payload `read` accepts; returns the
   * unsubscribe function. Features subscribe through `use-live-event.ts`, which reads each
   * payload by the event catalogue.
   */
  subscribe<T>(
    type: string,
    handler: LiveEventHandler<T>,
    read: LiveEventReader<T> = (data) => data as T,
  ): () => void {
    let set = this.handlers.get(type)
    if (!set) this.handlers.set(type, (set = new Set()))
    const subscription: Subscription = { handler, read }
    set.add(subscription)
    this.retain()
    this.listen(type)
    let active = true
    return () => {
      if (!active) return
      active = false
      set.delete(subscription)
      this.release()
    }
  }

  /** Follows the connection state (for `useSyncExternalStore`). */
  onStatusChange(listener: () => void): () => void {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }

  /**
   * Hears the server say that events were missed beyond what it can replay (a long gap, or a
   * server that no longer knows our last id): whatever the page shows must be fetched again.
   */
  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener)
    return () => this.resetListeners.delete(listener)
  }

  private retain() {
    this.subscribers++
    if (this.closeTimer !== null) {
      this.clearTimer(this.closeTimer)
      this.closeTimer = null
    }
    if (!this.source && this.reopenTimer === null) this.open()
  }

  private release() {
    this.subscribers--
    if (this.subscribers > 0) return
    this.closeTimer = this.setTimer(() => {
      this.closeTimer = null
      if (this.subscribers === 0) this.shutDown()
    }, this.idleCloseMs)
  }

  private open() {
    const url = this.lastEventId ? `${this.url}?lastEventId=${this.lastEventId}` : this.url
    const source = this.createSource(url)
    this.source = source
    this.listening.clear()
    source.onopen = () => {
      this.failures = 0
      this.setConnected(true)
    }
    source.onerror = () => {
      this.setConnected(false)
      if (source.readyState === CLOSED && this.source === source) {
        this.source = null
        this.scheduleReopen()
      }
    }
    source.addEventListener('reset', (event) => {
      // The server's newest id, lower than ours when it forgot ours: resume from there.
      const id = Number(event.lastEventId)
      if (Number.isInteger(id) && id >= 0) this.lastEventId = id
      this.resetListeners.forEach((listener) => listener())
    })
    for (const type of this.handlers.keys()) this.listen(type)
  }

  private listen(type: string) {
    const source = this.source
    if (!source || this.listening.has(type)) return
    this.listening.add(type)
    source.addEventListener(type, (event) => {
      const id = Number(event.lastEventId)
      if (Number.isInteger(id) && id > this.lastEventId) this.lastEventId = id
      let data: unknown
      try {
        data = JSON.parse(String(event.data))
      } catch {
        console.warn(`Ignored a live "${type}" event that is not JSON`)
        return
      }
      for (const { handler, read } of [...(this.handlers.get(type) ?? [])]) {
        const payload = read(data)
        if (payload === undefined) {
          console.warn(`Ignored a live "${type}" event whose payload is not what it should be`)
          continue
        }
        // One screen's failing handler must not keep the event from the others, or end the tab.
        try {
          ;(handler as LiveEventHandler<unknown>)(payload)
        } catch (error) {
          console.error(`A live "${type}" event handler failed`, error)
        }
      }
    })
  }

  private scheduleReopen() {
    this.failures++
    const delay = Math.min(1000 * 2 ** this.failures, MAX_REOPEN_DELAY_MS)
    this.reopenTimer = this.setTimer(() => {
      this.reopenTimer = null
      if (this.subscribers > 0 && !this.source) this.open()
    }, delay)
  }

  private shutDown() {
    this.source?.close()
    this.source = null
    if (this.reopenTimer !== null) {
      this.clearTimer(this.reopenTimer)
      this.reopenTimer = null
    }
    this.setConnected(false)
  }

  private setConnected(value: boolean) {
    if (this.connectedNow === value) return
    this.connectedNow = value
    this.statusListeners.forEach((listener) => listener())
  }
}

let shared: LiveEvents | null = null

/** The tab's one live-events client. */
export function liveEvents(): LiveEvents {
  shared ??= new LiveEvents()
  return shared
}

/** Whether the live stream is connected; polling fallbacks run while it is not. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (listener) => liveEvents().onStatusChange(listener),
    () => liveEvents().connected,
    () => false,
  )
}
