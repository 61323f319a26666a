import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { BoardMessage } from '@/shared/board'
import { feedKey, MESSAGES_PATH } from './keys'
import { useLiveRefetchInterval, withRecentEvents } from './live-sync'

/** The board's page size (the server's default). */
export const FEED_LIMIT = 50

export const feedQueryOptions = (limit = FEED_LIMIT) =>
  infiniteQueryOptions({
    queryKey: feedKey(limit),
    queryFn: async ({ pageParam, signal }) => {
      const since = Date.now()
      const params = new URLSearchParams({ limit: String(limit) })
      if (pageParam) params.set('before', String(pageParam))
      const page = await apiRequest<BoardMessage[]>(
        'GET',
        `${MESSAGES_PATH}?${params}`,
        undefined,
        {
          signal,
        },
      )
      // Only the newest page can be missing what arrived while it was on its way.
      return pageParam ? page : withRecentEvents(page, since, () => true)
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: BoardMessage[]) =>
      last.length >= limit ? last.at(-1)?.id : undefined,
  })

/**
 * The newest board messages (newest first), older pages on demand; kept up to date by live
 * events, polled every 5 s while the stream is down.
 */
export function useBoardFeed(limit = FEED_LIMIT) {
  const refetchInterval = useLiveRefetchInterval()
  const query = useInfiniteQuery({ ...feedQueryOptions(limit), refetchInterval })
  const messages = query.data?.pages.flat() ?? []
  return { ...query, messages }
}
