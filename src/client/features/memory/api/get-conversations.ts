import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { memoryEndpoints } from '@/shared/endpoints/memory'

/** Prefix of every history query (lists and single conversations). */
export const conversationsQueryKey = queryKeyOf(memoryEndpoints.conversations)

/**
 * Only a Premium member's history is asked for: a free member's request would only be refused
 * (a 403 in the console on every visit), so the screen shows the upgrade prompt without one.
 */
export const conversationsQueryOptions = (
  user: { id: number; isPremium: boolean } | null,
  query: string,
) =>
  queryOptions({
    queryKey: [...conversationsQueryKey, user?.id, 'list', query],
    queryFn: ({ signal }) =>
      api(memoryEndpoints.conversations, { query: query ? { query } : {} }, { signal }),
    enabled: user?.isPremium === true,
    select: (data) => data.conversations,
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** The signed-in Premium user's saved conversations, newest first; `query` searches them. */
export function useConversations(query: string) {
  const user = useStoredUser()
  return useQuery(conversationsQueryOptions(user, query.trim()))
}
