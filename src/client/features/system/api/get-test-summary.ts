import { useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { systemEndpoints } from '@/shared/endpoints/system'

/** The last recorded `npm test` run where the server runs, or `summary: null`. */
export const useTestSummary = () =>
  useQuery({
    queryKey: queryKeyOf(systemEndpoints.testSummary),
    queryFn: ({ signal }) => api(systemEndpoints.testSummary, {}, { signal }),
  })
