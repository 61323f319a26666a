import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { TestSummaryResponse } from '@/shared/test-summary'

const TEST_SUMMARY_PATH = '/api/system/test-summary'

/** The last recorded `npm test` run where the server runs, or `summary: null`. */
export const useTestSummary = () =>
  useQuery({
    queryKey: [TEST_SUMMARY_PATH],
    queryFn: ({ signal }) =>
      apiRequest<TestSummaryResponse>('GET', TEST_SUMMARY_PATH, undefined, { signal }),
  })
