import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { BoardMessage } from '@/shared/board'
import { logKey } from './keys'
import { useLiveRefetchInterval, withRecentEvents } from './live-sync'

const LOG_TYPES = new Set(['announcement', 'conversation'])

export const logQueryOptions = () =>
  queryOptions({
    queryKey: logKey,
    queryFn: async ({ signal }) => {
      const since = Date.now()
      const log = await apiRequest<BoardMessage[]>('GET', logKey[0], undefined, { signal })
      return withRecentEvents(log, since, (message) => LOG_TYPES.has(message.messageType))
    },
  })

/** Broadcasts, direct messages and the agents' answers, newest first. */
export function useCommunicationLog() {
  const refetchInterval = useLiveRefetchInterval()
  return useQuery({ ...logQueryOptions(), refetchInterval })
}
