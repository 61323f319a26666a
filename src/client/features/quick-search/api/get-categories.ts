import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { searchEndpoints } from '@/shared/endpoints/search'

export const categoriesQueryOptions = (viewer: number | null) =>
  queryOptions({
    queryKey: [...queryKeyOf(searchEndpoints.categories), { viewer }],
    queryFn: ({ signal }) => api(searchEndpoints.categories, undefined, { signal }),
    staleTime: 10 * 60_000,
  })

/** The categories that have results, cached 10 minutes (docs/product/landing-and-navigation.md). */
export const useCategories = () => useQuery(categoriesQueryOptions(useStoredUser()?.id ?? null))
