import { useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { communicationEndpoints } from '@/shared/endpoints/communication'

/** The auto-messaging job: on or off, its interval, and its last run and result. */
export const useAutoMessagingJob = () =>
  useQuery({
    queryKey: queryKeyOf(communicationEndpoints.autoMessaging),
    queryFn: ({ signal }) => api(communicationEndpoints.autoMessaging, {}, { signal }),
    refetchInterval: 30_000,
    staleTime: 0,
  })
