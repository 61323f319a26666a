import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { BoardMessage } from '@/shared/board'
import { MESSAGES_PATH, threadKey } from './keys'
import { useLiveRefetchInterval, withRecentEvents } from './live-sync'

export const threadQueryOptions = (parentId: number) =>
  queryOptions({
    queryKey: threadKey(parentId),
    queryFn: async ({ signal }) => {
      const since = Date.now()
      const replies = await apiRequest<BoardMessage[]>(
        'GET',
        `${MESSAGES_PATH}?parentId=${parentId}&limit=200`,
        undefined,
        { signal },
      )
      return withRecentEvents(replies, since, (message) => message.parentId === parentId)
    },
  })

/** The replies to one message, oldest first (a conversation reads downwards). */
export function useThread(parentId: number) {
  const refetchInterval = useLiveRefetchInterval()
  const query = useQuery({ ...threadQueryOptions(parentId), refetchInterval })
  return { ...query, replies: query.data ? [...query.data].reverse() : [] }
}
