import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { SearchCategory } from '@/shared/search'

const CATEGORIES_PATH = '/api/quick-search/categories'

export const categoriesQueryOptions = (viewer: number | null) =>
  queryOptions({
    queryKey: [CATEGORIES_PATH, viewer],
    queryFn: ({ signal }) =>
      apiRequest<SearchCategory[]>('GET', CATEGORIES_PATH, undefined, { signal }),
    staleTime: 10 * 60_000,
  })

/** The categories that have results, cached 10 minutes (spec part 1 §9). */
export const useCategories = () => useQuery(categoriesQueryOptions(useStoredUser()?.id ?? null))
