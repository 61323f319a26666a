import { useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { systemEndpoints } from '@/shared/endpoints/system'
import { enhancementsKey, HEALTH_POLL_MS } from './keys'

/** The platform's components, what each adds and their state from the integrity checks. */
export const useEnhancements = () =>
  useQuery({
    queryKey: enhancementsKey,
    queryFn: ({ signal }) => api(systemEndpoints.enhancements, {}, { signal }),
    refetchInterval: HEALTH_POLL_MS,
    staleTime: 0,
  })
