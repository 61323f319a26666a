import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { ConversationSummary, StoredChatMessage } from '@/shared/memory'
import { conversationsQueryKey } from './get-conversations'

export interface ConversationDetail {
  conversation: ConversationSummary
  messages: StoredChatMessage[]
}

export const conversationQueryOptions = (userId: number | undefined, id: string) =>
  queryOptions({
    queryKey: [...conversationsQueryKey, userId, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<ConversationDetail>('GET', `/api/conversations/${id}`, undefined, { signal }),
    enabled: userId !== undefined,
    staleTime: 0,
  })

/** One saved conversation with all its messages. */
export function useConversation(id: string) {
  const user = useStoredUser()
  return useQuery(conversationQueryOptions(user?.id, id))
}
