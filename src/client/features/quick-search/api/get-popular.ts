import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { PopularItem } from '@/shared/search'

export const popularQueryKey = ['/api/quick-search/popular'] as const

export const popularQueryOptions = (viewer: number | null) =>
  queryOptions({
    queryKey: [...popularQueryKey, viewer],
    queryFn: ({ signal }) =>
      apiRequest<PopularItem[]>('GET', popularQueryKey[0], undefined, { signal }),
    staleTime: 5 * 60_000,
  })

/** The results visitors choose most, cached 5 minutes (spec part 1 §9). */
export const usePopular = () => useQuery(popularQueryOptions(useStoredUser()?.id ?? null))
