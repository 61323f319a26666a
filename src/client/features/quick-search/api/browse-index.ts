import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { searchEndpoints } from '@/shared/endpoints/search'
import type { SearchCategory } from '@/shared/search'

const PAGE_SIZE = 48

export const browseQueryOptions = (
  query: string,
  category: SearchCategory | undefined,
  viewer: number | null,
) => {
  const filters = { ...(query ? { query } : {}), ...(category ? { category } : {}) }
  return infiniteQueryOptions({
    queryKey: [...queryKeyOf(searchEndpoints.browse, { query: filters }), { viewer }],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api(
        searchEndpoints.browse,
        { query: { ...filters, offset: pageParam, limit: PAGE_SIZE } },
        { signal },
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0)
      return loaded < last.total ? loaded : undefined
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  })
}

/** The whole index, page by page, with counts per category (Tool Discovery). */
export const useBrowseIndex = (query: string, category?: SearchCategory) =>
  useInfiniteQuery(browseQueryOptions(query.trim(), category, useStoredUser()?.id ?? null))
