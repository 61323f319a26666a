import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { Health } from '@/shared/system'

export const healthQueryKey = ['/healthz'] as const

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: healthQueryKey,
    queryFn: ({ signal }) => apiRequest<Health>('GET', '/healthz', undefined, { signal }),
    staleTime: 0,
  })

export const useHealth = () => useQuery(healthQueryOptions())
