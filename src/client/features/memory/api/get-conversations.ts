import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { ConversationSummary } from '@/shared/memory'

/** Prefix of every history query (lists and single conversations). */
export const conversationsQueryKey = ['/api/conversations'] as const

export const conversationsQueryOptions = (userId: number | undefined, query: string) =>
  queryOptions({
    queryKey: [...conversationsQueryKey, userId, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest<{ conversations: ConversationSummary[] }>(
        'GET',
        `/api/conversations${query ? `?${new URLSearchParams({ query })}` : ''}`,
        undefined,
        { signal },
      ),
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
