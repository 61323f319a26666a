import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { SessionResponse } from '@/shared/auth'

const SESSION_PATH = '/api/session'

/**
 * Whether this browser's session may run the operator actions (the server's ADMIN_USERNAMES,
 * decisions 110 and 111); asked again whenever the signed-in user changes.
 */
export function useAdminSession() {
  const user = useStoredUser()
  const session = useQuery({
    queryKey: [SESSION_PATH, user?.id ?? null],
    queryFn: ({ signal }) =>
      apiRequest<SessionResponse>('GET', SESSION_PATH, undefined, { signal }),
    staleTime: 0,
  })
  return {
    known: session.isSuccess,
    signedIn: session.data ? session.data.user !== null : user !== null,
    isAdmin: session.data?.isAdmin ?? false,
  }
}
