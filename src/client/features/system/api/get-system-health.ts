import { useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { systemEndpoints } from '@/shared/endpoints/system'
import { HEALTH_POLL_MS, healthKey } from './keys'

/**
 * Components, load, memory, response time and uptime (docs/product/dashboards-and-operations.md
 * "System health").
 */
export const useSystemHealth = () =>
  useQuery({
    queryKey: healthKey,
    queryFn: ({ signal }) => api(systemEndpoints.health, {}, { signal }),
    refetchInterval: HEALTH_POLL_MS,
    staleTime: 0,
  })
