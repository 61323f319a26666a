import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { observerEndpoints } from '@/shared/endpoints/observer'
import { checkResultsKey, OBSERVATIONS_PATH, statusKey } from './keys'

/** Runs some or all checks (administrators); the run is recorded as an observation. */
export function useRunChecks() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids?: string[]) => api(observerEndpoints.runChecks, { body: ids ? { ids } : {} }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [OBSERVATIONS_PATH] })
      void queryClient.invalidateQueries({ queryKey: statusKey })
      void queryClient.invalidateQueries({ queryKey: checkResultsKey })
    },
  })
}
