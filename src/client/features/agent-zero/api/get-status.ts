import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '@/client/lib/api-request'
import type { AgentZeroStatusSchema } from '@/shared/observer'
import { STATUS_PATH, statusKey } from './keys'
import { useObservationSync } from './use-observation-sync'

export type AgentZeroStatus = z.infer<typeof AgentZeroStatusSchema>

/** ACTIVE, total observations, integrity of the latest audit and the last activity. */
export function useAgentZeroStatus(): UseQueryResult<AgentZeroStatus> {
  const refetchInterval = useObservationSync()
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiRequest<AgentZeroStatus>('GET', STATUS_PATH, undefined, { signal }),
    refetchInterval,
    staleTime: 0,
  })
}
