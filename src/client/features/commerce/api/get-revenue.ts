import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { commerceEndpoints } from '@/shared/endpoints/commerce'

export const revenueQueryKey = queryKeyOf(commerceEndpoints.revenue)

export const revenueQueryOptions = (days: number) =>
  queryOptions({
    queryKey: queryKeyOf(commerceEndpoints.revenue, { query: { days } }),
    queryFn: ({ signal }) => api(commerceEndpoints.revenue, { query: { days } }, { signal }),
    staleTime: 30_000,
  })

export const useRevenue = (days: number) => useQuery(revenueQueryOptions(days))
