import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { systemEndpoints } from '@/shared/endpoints/system'

/** `/readyz`: whether this instance takes new requests (503 while it shuts down). */
export const readinessQueryOptions = (refetchInterval: number) =>
  queryOptions({
    queryKey: queryKeyOf(systemEndpoints.readiness),
    queryFn: ({ signal }) => api(systemEndpoints.readiness, {}, { signal }),
    staleTime: 0,
    refetchInterval,
  })

export const useReadiness = (refetchInterval: number) =>
  useQuery(readinessQueryOptions(refetchInterval))
