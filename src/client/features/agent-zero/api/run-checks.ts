import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { CheckResult } from '@/shared/observer'
import { OBSERVATIONS_PATH, RUN_CHECKS_PATH, statusKey } from './keys'

export const runChecks = (ids?: string[]) =>
  apiRequest<CheckResult[]>('POST', RUN_CHECKS_PATH, ids ? { ids } : {})

/** Runs some or all checks; the run is recorded as an observation. */
export function useRunChecks() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids?: string[]) => runChecks(ids),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [OBSERVATIONS_PATH] })
      void queryClient.invalidateQueries({ queryKey: statusKey })
    },
  })
}

/**
 * The results of the named checks, run when first needed and again after a minute at the
 * earliest (each run is recorded as an observation, so it is not repeated on every render).
 */
export function useCheckResults(ids: string[], enabled = true) {
  return useQuery({
    queryKey: [RUN_CHECKS_PATH, [...ids].sort()],
    queryFn: () => runChecks(ids),
    staleTime: 60_000,
    enabled: enabled && ids.length > 0,
  })
}
