import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { memoryEndpoints } from '@/shared/endpoints/memory'
import { conversationsQueryKey } from './get-conversations'

export type { ConversationDetail } from '@/shared/memory'

export const conversationQueryOptions = (userId: number | undefined, id: string) =>
  queryOptions({
    queryKey: [...conversationsQueryKey, userId, 'detail', id],
    queryFn: ({ signal }) => api(memoryEndpoints.conversation, { params: { id } }, { signal }),
    enabled: userId !== undefined,
    staleTime: 0,
  })

/** One saved conversation with all its messages. */
export function useConversation(id: string) {
  const user = useStoredUser()
  return useQuery(conversationQueryOptions(user?.id, id))
}
