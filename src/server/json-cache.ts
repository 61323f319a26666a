/**
 * Serialized JSON responses by key until `clear()`: a read that many clients poll is built and
 * serialized once per change instead of once per request. Concurrent misses share one load.
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
}
