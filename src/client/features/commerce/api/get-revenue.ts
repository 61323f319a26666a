import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { RevenueSummary } from '@/shared/commerce'

export const revenueQueryKey = ['/api/revenue'] as const

export const revenueQueryOptions = (days: number) =>
  queryOptions({
    queryKey: [...revenueQueryKey, days],
    queryFn: ({ signal }) =>
      apiRequest<RevenueSummary>('GET', `/api/revenue?days=${days}`, undefined, { signal }),
    staleTime: 30_000,
  })

export const useRevenue = (days: number) => useQuery(revenueQueryOptions(days))
