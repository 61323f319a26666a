import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { CheckResult } from '@/shared/observer'
import { checkResultsKey, OBSERVATIONS_PATH, RUN_CHECKS_PATH, statusKey } from './keys'

/** Runs some or all checks (administrators); the run is recorded as an observation. */
export function useRunChecks() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids?: string[]) =>
      apiRequest<CheckResult[]>('POST', RUN_CHECKS_PATH, ids ? { ids } : {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [OBSERVATIONS_PATH] })
      void queryClient.invalidateQueries({ queryKey: statusKey })
      void queryClient.invalidateQueries({ queryKey: checkResultsKey })
    },
  })
}
