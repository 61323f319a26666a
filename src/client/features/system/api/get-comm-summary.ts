import { useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { communicationEndpoints } from '@/shared/endpoints/communication'

/** Total board messages, active agents, threads and queued AI answers. */
export const useCommSummary = () =>
  useQuery({
    queryKey: queryKeyOf(communicationEndpoints.summary),
    queryFn: ({ signal }) => api(communicationEndpoints.summary, {}, { signal }),
    refetchInterval: 30_000,
    staleTime: 0,
  })
