import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { BrowseResult, SearchCategory } from '@/shared/search'

const BROWSE_PATH = '/api/quick-search/browse'
const PAGE_SIZE = 48

export const browseQueryOptions = (
  query: string,
  category: SearchCategory | undefined,
  viewer: number | null,
) =>
  infiniteQueryOptions({
    queryKey: [BROWSE_PATH, viewer, query, category ?? 'all'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ offset: String(pageParam), limit: String(PAGE_SIZE) })
      if (query) params.set('query', query)
      if (category) params.set('category', category)
      return apiRequest<BrowseResult>('GET', `${BROWSE_PATH}?${params}`, undefined, { signal })
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0)
      return loaded < last.total ? loaded : undefined
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  })

/** The whole index, page by page, with counts per category (Tool Discovery). */
export const useBrowseIndex = (query: string, category?: SearchCategory) =>
  useInfiniteQuery(browseQueryOptions(query.trim(), category, useStoredUser()?.id ?? null))
