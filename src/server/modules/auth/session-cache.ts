import type { User } from '@/shared/auth'

export interface CachedSession {
  user: User
  persistent: boolean
  lastSeenAt: number
  expiresAt: number
}

/**
 * Sessions this process has resolved, kept while it is the only writer of sessions and users:
 * with PGlite the server owns its database (one process, held by the data-directory lock), so
 * every change to a session or its user passes through the auth module, which forgets the
 * entry at once. With PostgreSQL other instances write too, and the app keeps no cache
 * (decision 115). Expiry is still checked on every request, from the cached times.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>()
  /** Bumped by every forget, so a read that raced one does not store what it read. */
  private version = 0

  constructor(private readonly max = 10_000) {}

  get(tokenHash: string) {
    return this.entries.get(tokenHash)
  }

  /** The version to hand back to `set` after reading the database. */
  begin() {
    return this.version
  }

  set(tokenHash: string, entry: CachedSession, readAt: number) {
    if (readAt !== this.version) return
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(tokenHash, entry)
  }

  forget(tokenHash: string) {
    this.version++
    this.entries.delete(tokenHash)
  }

  forgetUser(userId: number) {
    this.version++
    for (const [tokenHash, entry] of this.entries)
      if (entry.user.id === userId) this.entries.delete(tokenHash)
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
