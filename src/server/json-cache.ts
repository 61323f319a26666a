import type { EventHub, LiveEvent } from './events'

/**
 * Serialized JSON responses by key until `clear()`: a read that many clients poll is built and
 * serialized once per change instead of once per request. Concurrent misses share one load, and
 * a load under way when the cache is cleared answers its callers but is not kept.
 */
export class JsonCache {
  private readonly entries = new Map<string, Promise<string>>()

  constructor(private readonly maxEntries = 100) {}

  get(key: string, load: () => unknown): Promise<string> {
    const cached = this.entries.get(key)
    if (cached) return cached
    const entry = Promise.resolve()
      .then(load)
      .then((value) => JSON.stringify(value))
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
