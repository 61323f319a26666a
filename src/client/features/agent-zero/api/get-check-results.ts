import { useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { observerEndpoints } from '@/shared/endpoints/observer'
import { checkResultsKey } from './keys'

/**
 * Every check's result, for reading (anyone; not recorded, unlike a run): fetched when first
 * needed and again after a minute at the earliest.
 */
export function useCheckResults(enabled = true) {
  return useQuery({
    queryKey: checkResultsKey,
    queryFn: ({ signal }) => api(observerEndpoints.checkResults, {}, { signal }),
    staleTime: 60_000,
    enabled,
  })
}
