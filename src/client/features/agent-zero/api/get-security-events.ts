import { useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { observerEndpoints } from '@/shared/endpoints/observer'
import { SECURITY_TYPE_PREFIX, type SecurityEventKind } from '@/shared/observer'
import { OBSERVATIONS_PATH } from './keys'

/**
 * The newest security events, of one kind or all (administrators only). They are not announced
 * on the live stream, so the list asks again every 15 seconds while it is shown.
 */
export function useSecurityEvents(kind: SecurityEventKind | 'all', enabled: boolean) {
  return useQuery({
    queryKey: [OBSERVATIONS_PATH, 'security', kind],
    queryFn: ({ signal }) =>
      api(
        observerEndpoints.observations,
        {
          query: {
            category: 'security',
            limit: 100,
            type: kind === 'all' ? undefined : `${SECURITY_TYPE_PREFIX}${kind}`,
          },
        },
        { signal },
      ),
    enabled,
    refetchInterval: 15_000,
    staleTime: 0,
  })
}
