import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { systemEndpoints } from '@/shared/endpoints/system'

export const healthQueryKey = queryKeyOf(systemEndpoints.liveness)

/** `/healthz`; `refetchInterval` (ms) checks again while a screen shows it. */
export const healthQueryOptions = (refetchInterval: number | false = false) =>
  queryOptions({
    queryKey: healthQueryKey,
    queryFn: ({ signal }) => api(systemEndpoints.liveness, {}, { signal }),
    staleTime: 0,
    refetchInterval,
  })

export const useHealth = (refetchInterval: number | false = false) =>
  useQuery(healthQueryOptions(refetchInterval))
