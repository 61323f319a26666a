import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { memoryEndpoints } from '@/shared/endpoints/memory'

/** Prefix of every history query (lists and single conversations). */
export const conversationsQueryKey = queryKeyOf(memoryEndpoints.conversations)

export const conversationsQueryOptions = (userId: number | undefined, query: string) =>
  queryOptions({
    queryKey: [...conversationsQueryKey, userId, 'list', query],
    queryFn: ({ signal }) =>
      api(memoryEndpoints.conversations, { query: query ? { query } : {} }, { signal }),
    enabled: userId !== undefined,
    select: (data) => data.conversations,
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** The signed-in Premium user's saved conversations, newest first; `query` searches them. */
export function useConversations(query: string) {
  const user = useStoredUser()
  return useQuery(conversationsQueryOptions(user?.id, query.trim()))
}
