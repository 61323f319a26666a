/**
 * Values read from the database, kept while this process is their only writer (PGlite): the
 * writers forget an entry right after changing its rows. Every forget bumps a version, so a
 * read that began before it does not store what it read (`begin()` before the read, its
 * result to `set`). At most `max` entries; the oldest goes first.
 */
export class VersionedCache<K, V> {
  private readonly entries = new Map<K, V>()
  private version = 0

  constructor(private readonly max = 10_000) {}

  get(key: K) {
    return this.entries.get(key)
  }

  /** The version to hand back to `set` after reading the database. */
  begin() {
    return this.version
  }

  set(key: K, value: V, readAt: number) {
    if (readAt !== this.version) return
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, value)
  }

  forget(key: K) {
    this.version++
    this.entries.delete(key)
  }

  forgetWhere(matches: (value: V) => boolean) {
    this.version++
    for (const [key, value] of this.entries) if (matches(value)) this.entries.delete(key)
  }

  /** For a change made behind the app's back (tests editing rows directly). */
  clear() {
    this.version++
    this.entries.clear()
  }

  get size() {
    return this.entries.size
  }
}
