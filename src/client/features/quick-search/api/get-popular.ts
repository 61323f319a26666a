import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { searchEndpoints } from '@/shared/endpoints/search'

export const popularQueryKey = queryKeyOf(searchEndpoints.popular)

export const popularQueryOptions = (viewer: number | null) =>
  queryOptions({
    queryKey: [...popularQueryKey, { viewer }],
    queryFn: ({ signal }) => api(searchEndpoints.popular, undefined, { signal }),
    staleTime: 5 * 60_000,
  })

/** The results visitors choose most, cached 5 minutes (docs/product/landing-and-navigation.md). */
export const usePopular = () => useQuery(popularQueryOptions(useStoredUser()?.id ?? null))
