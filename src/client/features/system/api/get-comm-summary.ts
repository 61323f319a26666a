import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { CommSummary } from '@/shared/communication'
import { SUMMARY_PATH, summaryKey } from './keys'

/** Total board messages, active agents, threads and queued AI answers. */
export const useCommSummary = () =>
  useQuery({
    queryKey: summaryKey,
    queryFn: ({ signal }) => apiRequest<CommSummary>('GET', SUMMARY_PATH, undefined, { signal }),
    refetchInterval: 30_000,
    staleTime: 0,
  })
