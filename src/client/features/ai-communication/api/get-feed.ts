import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { boardEndpoints } from '@/shared/endpoints/board'
import { matchesFeedFilters, type MessagePage } from './cache-updates'
import { feedKey, type BoardFeedFilters } from './keys'
import { useLiveRefetchInterval, withRecentEvents } from './live-sync'

/** The board's page size (the server's default). */
export const FEED_LIMIT = 50

/** Only the filters that are set, so the unfiltered feed keeps one cache entry. */
function setFilters(filters: BoardFeedFilters): BoardFeedFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value),
  ) as BoardFeedFilters
}

export const feedQueryOptions = (limit = FEED_LIMIT, filters: BoardFeedFilters = {}) => {
  const applied = setFilters(filters)
  return infiniteQueryOptions({
    queryKey: feedKey(limit, applied),
    queryFn: async ({ pageParam, signal }): Promise<MessagePage> => {
      const since = Date.now()
      let total = Number.NaN
      const page = await api(
        boardEndpoints.list,
        { query: { limit, ...applied, before: pageParam || undefined } },
        {
          signal,
          onResponse: (response) => {
            total = Number(response.headers.get('x-total-count'))
          },
        },
      )
      // Only the newest page can be missing what arrived while it was on its way.
      const messages = pageParam
        ? page
        : withRecentEvents(page, since, (message) => matchesFeedFilters(message, applied))
      const counted = Number.isFinite(total) ? total : page.length
      return { messages, total: counted + messages.length - page.length }
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: MessagePage) =>
      last.messages.length >= limit ? last.messages.at(-1)?.id : undefined,
  })
}

/**
 * The newest board messages (newest first), older pages on demand, optionally filtered on the
 * server; `total` is how many match in all. Kept up to date by live events, polled every 5 s
 * while the stream is down; the last answer stays on screen while new filters are asked.
 */
export function useBoardFeed(limit = FEED_LIMIT, filters: BoardFeedFilters = {}) {
  const refetchInterval = useLiveRefetchInterval()
  const query = useInfiniteQuery({
    ...feedQueryOptions(limit, filters),
    refetchInterval,
    placeholderData: keepPreviousData,
  })
  const messages = query.data?.pages.flatMap((page) => page.messages) ?? []
  const total = Math.max(query.data?.pages[0]?.total ?? 0, messages.length)
  return { ...query, messages, total }
}
