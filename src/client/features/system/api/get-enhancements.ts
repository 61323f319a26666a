import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { Enhancement } from '@/shared/system'
import { ENHANCEMENTS_PATH, enhancementsKey, HEALTH_POLL_MS } from './keys'

/** The platform's components, what each adds and their state from the integrity checks. */
export const useEnhancements = () =>
  useQuery({
    queryKey: enhancementsKey,
    queryFn: ({ signal }) =>
      apiRequest<Enhancement[]>('GET', ENHANCEMENTS_PATH, undefined, { signal }),
    refetchInterval: HEALTH_POLL_MS,
    staleTime: 0,
  })
