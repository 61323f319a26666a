import { useEffect } from 'react'
import { apiRequest } from '@/client/lib/api-request'
import { clearStoredUser, writeStoredUser } from '@/client/lib/stored-user'
import type { SessionResponse } from '@/shared/auth'

/** On load, asks the server who is signed in and corrects the stored display copy. */
export function SessionSync() {
  useEffect(() => {
    const controller = new AbortController()
    apiRequest<SessionResponse>('GET', '/api/session', undefined, { signal: controller.signal })
      .then(({ user }) => (user ? writeStoredUser(user) : clearStoredUser()))
      .catch((error: unknown) => console.debug('session check skipped', error))
    return () => controller.abort()
  }, [])
  return null
}
