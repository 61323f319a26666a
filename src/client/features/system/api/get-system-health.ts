import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { SystemHealth } from '@/shared/system'
import { HEALTH_PATH, HEALTH_POLL_MS, healthKey } from './keys'

/** Components, load, memory, response time and uptime (spec part 2 §3 "System health"). */
export const useSystemHealth = () =>
  useQuery({
    queryKey: healthKey,
    queryFn: ({ signal }) => apiRequest<SystemHealth>('GET', HEALTH_PATH, undefined, { signal }),
    refetchInterval: HEALTH_POLL_MS,
    staleTime: 0,
  })
