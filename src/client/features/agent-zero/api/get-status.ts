import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/client/lib/api'
import { observerEndpoints } from '@/shared/endpoints/observer'
import type { AgentZeroStatusSchema } from '@/shared/observer'
import { statusKey } from './keys'
import { useObservationSync } from './use-observation-sync'

export type AgentZeroStatus = z.infer<typeof AgentZeroStatusSchema>

/** ACTIVE, total observations, integrity of the latest audit and the last activity. */
export function useAgentZeroStatus(): UseQueryResult<AgentZeroStatus> {
  const refetchInterval = useObservationSync()
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => api(observerEndpoints.status, {}, { signal }),
    refetchInterval,
    staleTime: 0,
  })
}
