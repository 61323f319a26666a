import { useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { authEndpoints } from '@/shared/endpoints/auth'

/**
 * Whether this browser's session may run the operator actions (the server's ADMIN_USERNAMES,
 * decisions 110 and 111); asked again whenever the signed-in user changes.
 */
export function useAdminSession() {
  const user = useStoredUser()
  const session = useQuery({
    queryKey: [authEndpoints.session.path, user?.id ?? null],
    queryFn: ({ signal }) => api(authEndpoints.session, {}, { signal }),
    staleTime: 0,
  })
  return {
    known: session.isSuccess,
    signedIn: session.data ? session.data.user !== null : user !== null,
    isAdmin: session.data?.isAdmin ?? false,
    /** Premium with a confirmed click (the default), or asked of an administrator. */
    premiumSelfService: session.data?.premiumSelfService ?? true,
  }
}
