import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { Usage } from '@/shared/tiers'

export const usageQueryKey = ['/api/usage'] as const

export const usageQueryOptions = () =>
  queryOptions({
    queryKey: usageQueryKey,
    queryFn: ({ signal }) => apiRequest<Usage>('GET', '/api/usage', undefined, { signal }),
    staleTime: 30_000,
  })

export const useUsage = () => useQuery(usageQueryOptions())
