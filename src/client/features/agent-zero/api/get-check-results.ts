import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { CheckResult } from '@/shared/observer'
import { CHECK_RESULTS_PATH, checkResultsKey } from './keys'

/**
 * Every check's result, for reading (anyone; not recorded, unlike a run): fetched when first
 * needed and again after a minute at the earliest.
 */
export function useCheckResults(enabled = true) {
  return useQuery({
    queryKey: checkResultsKey,
    queryFn: ({ signal }) =>
      apiRequest<CheckResult[]>('GET', CHECK_RESULTS_PATH, undefined, { signal }),
    staleTime: 60_000,
    enabled,
  })
}
