import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { communicationEndpoints } from '@/shared/endpoints/communication'
import { summaryKey } from './keys'
import { useLiveRefetchInterval } from './live-sync'

export const summaryQueryOptions = () =>
  queryOptions({
    queryKey: summaryKey,
    queryFn: ({ signal }) => api(communicationEndpoints.summary, {}, { signal }),
  })

/** Total messages, agents active in the last 10 minutes, threads and queued AI answers. */
export function useCommSummary() {
  const refetchInterval = useLiveRefetchInterval()
  return useQuery({ ...summaryQueryOptions(), refetchInterval })
}
