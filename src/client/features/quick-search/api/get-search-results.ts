import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { QuickSearchResult, SearchCategory } from '@/shared/search'

const SEARCH_PATH = '/api/quick-search/search'

export const searchResultsQueryOptions = (query: string, category?: SearchCategory) =>
  queryOptions({
    queryKey: [SEARCH_PATH, query, category ?? 'all'],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ query })
      if (category) params.set('category', category)
      return apiRequest<QuickSearchResult[]>('GET', `${SEARCH_PATH}?${params}`, undefined, {
        signal,
      })
    },
    staleTime: 30_000,
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  })

/** Results for a non-empty query (spec part 1 §5), cached 30 s (§9). */
export const useSearchResults = (query: string, category?: SearchCategory) =>
  useQuery(searchResultsQueryOptions(query.trim(), category))
