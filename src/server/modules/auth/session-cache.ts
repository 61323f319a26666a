import { VersionedCache } from '../../versioned-cache'
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
export class SessionCache extends VersionedCache<string, CachedSession> {
  forgetUser(userId: number) {
    this.forgetWhere((entry) => entry.user.id === userId)
  }
}
