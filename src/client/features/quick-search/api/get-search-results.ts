import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { searchEndpoints } from '@/shared/endpoints/search'
import type { SearchCategory } from '@/shared/search'

/** `viewer` (the signed-in user's id) is in the key: people find different notes (decision 172). */
export const searchResultsQueryOptions = (
  query: string,
  category: SearchCategory | undefined,
  viewer: number | null,
) => {
  const input = { query: { query, ...(category ? { category } : {}) } }
  return queryOptions({
    queryKey: [...queryKeyOf(searchEndpoints.search, input), { viewer }],
    queryFn: ({ signal }) => api(searchEndpoints.search, input, { signal }),
    staleTime: 30_000,
    enabled: query.trim().length > 0,
    placeholderData: keepPreviousData,
  })
}

/** Results for a non-empty query (docs/product/landing-and-navigation.md), cached 30 s. */
export const useSearchResults = (query: string, category?: SearchCategory) =>
  useQuery(searchResultsQueryOptions(query.trim(), category, useStoredUser()?.id ?? null))
