import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { SECURITY_TYPE_PREFIX, type Observation, type SecurityEventKind } from '@/shared/observer'
import { OBSERVATIONS_PATH } from './keys'

/**
 * The newest security events, of one kind or all (administrators only). They are not announced
 * on the live stream, so the list asks again every 15 seconds while it is shown.
 */
export function useSecurityEvents(kind: SecurityEventKind | 'all', enabled: boolean) {
  return useQuery({
    queryKey: [OBSERVATIONS_PATH, 'security', kind],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ category: 'security', limit: '100' })
      if (kind !== 'all') query.set('type', `${SECURITY_TYPE_PREFIX}${kind}`)
      return apiRequest<Observation[]>('GET', `${OBSERVATIONS_PATH}?${query}`, undefined, {
        signal,
      })
    },
    enabled,
    refetchInterval: 15_000,
    staleTime: 0,
  })
}
