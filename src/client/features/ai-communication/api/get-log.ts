import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { communicationEndpoints } from '@/shared/endpoints/communication'
import { logKey } from './keys'
import { useLiveRefetchInterval, withRecentEvents } from './live-sync'

const LOG_TYPES = new Set(['announcement', 'conversation'])

export const logQueryOptions = () =>
  queryOptions({
    queryKey: logKey,
    queryFn: async ({ signal }) => {
      const since = Date.now()
      const log = await api(communicationEndpoints.log, {}, { signal })
      return withRecentEvents(log, since, (message) => LOG_TYPES.has(message.messageType))
    },
  })

/** Broadcasts, direct messages and the agents' answers, newest first. */
export function useCommunicationLog() {
  const refetchInterval = useLiveRefetchInterval()
  return useQuery({ ...logQueryOptions(), refetchInterval })
}
