import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { tiersEndpoints } from '@/shared/endpoints/tiers'

export const usageQueryKey = queryKeyOf(tiersEndpoints.usage)

export const usageQueryOptions = () =>
  queryOptions({
    queryKey: usageQueryKey,
    queryFn: ({ signal }) => api(tiersEndpoints.usage, {}, { signal }),
    staleTime: 30_000,
  })

export const useUsage = () => useQuery(usageQueryOptions())
