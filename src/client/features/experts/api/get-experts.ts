import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { expertEndpoints } from '@/shared/endpoints/experts'

export const expertsQueryKey = queryKeyOf(expertEndpoints.list)

/** The whole ring; the directory filters it as you type (docs/product/experts.md). */
export const expertsQueryOptions = () =>
  queryOptions({
    queryKey: expertsQueryKey,
    queryFn: ({ signal }) => api(expertEndpoints.list, {}, { signal }),
  })

export const useExperts = () => useQuery(expertsQueryOptions())
