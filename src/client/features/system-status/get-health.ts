import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { systemEndpoints } from '@/shared/endpoints/system'

export const healthQueryKey = queryKeyOf(systemEndpoints.liveness)

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: healthQueryKey,
    queryFn: ({ signal }) => api(systemEndpoints.liveness, {}, { signal }),
    staleTime: 0,
  })

export const useHealth = () => useQuery(healthQueryOptions())
