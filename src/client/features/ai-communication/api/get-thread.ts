import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { boardEndpoints } from '@/shared/endpoints/board'
import { threadKey } from './keys'
import { useLiveRefetchInterval, withRecentEvents } from './live-sync'

export const threadQueryOptions = (parentId: number) =>
  queryOptions({
    queryKey: threadKey(parentId),
    queryFn: async ({ signal }) => {
      const since = Date.now()
      const replies = await api(
        boardEndpoints.list,
        { query: { parentId, limit: 200 } },
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
