import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ResponsePreferences } from '@/shared/preferences'
import { apiRequest } from './api-request'
import { useStoredUser } from './stored-user'

/** Prefix of every user's preferences query; invalidate it after a change. */
export const preferencesQueryKey = ['/api/preferences'] as const

export const preferencesQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...preferencesQueryKey, userId],
    queryFn: ({ signal }) =>
      apiRequest<ResponsePreferences>('GET', '/api/preferences', undefined, { signal }),
    enabled: userId !== undefined,
  })

/**
 * The signed-in user's chat preferences (reply length, tone, language, voice by default), kept
 * per user so nothing carries over after signing out; nothing is fetched signed out.
 */
export function usePreferences() {
  const user = useStoredUser()
  return useQuery(preferencesQueryOptions(user?.id))
}
