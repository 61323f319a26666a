import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { CommSummary } from '@/shared/communication'
import { summaryKey } from './keys'
import { useLiveRefetchInterval } from './live-sync'

export const summaryQueryOptions = () =>
  queryOptions({
    queryKey: summaryKey,
    queryFn: ({ signal }) => apiRequest<CommSummary>('GET', summaryKey[0], undefined, { signal }),
  })

/** Total messages, agents active in the last 10 minutes, threads and queued AI answers. */
export function useCommSummary() {
  const refetchInterval = useLiveRefetchInterval()
  return useQuery({ ...summaryQueryOptions(), refetchInterval })
}
