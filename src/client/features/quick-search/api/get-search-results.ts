import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { QuickSearchResult, SearchCategory } from '@/shared/search'

const SEARCH_PATH = '/api/quick-search/search'

/** `viewer` (the signed-in user's id) is in the key: people find different notes (decision 172). */
export const searchResultsQueryOptions = (
  query: string,
  category: SearchCategory | undefined,
  viewer: number | null,
) =>
  queryOptions({
    queryKey: [SEARCH_PATH, viewer, query, category ?? 'all'],
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
  useQuery(searchResultsQueryOptions(query.trim(), category, useStoredUser()?.id ?? null))
