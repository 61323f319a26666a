import { useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { useLiveConnected } from '@/client/lib/live-events'
import { useLiveEvent } from '@/client/lib/use-live-event'
import type { BoardMessage } from '@/shared/board'
import { boardEndpoints } from '@/shared/endpoints/board'

const LIMIT = 200
// Its own key: the board's caches under the list's path hold pages of another shape.
const boardActivityKey = ['board-activity', LIMIT] as const
const POLL_MS = 30_000

/** The latest 200 board messages (who posted what kind, when), kept current live. */
export function useBoardActivity() {
  const queryClient = useQueryClient()
  const connected = useLiveConnected()
  useLiveEvent('message', (message) => {
    queryClient.setQueryData<BoardMessage[]>(boardActivityKey, (old) =>
      old && !old.some((m) => m.id === message.id) ? [message, ...old].slice(0, LIMIT) : old,
    )
  })
  return useQuery({
    queryKey: boardActivityKey,
    queryFn: ({ signal }) => api(boardEndpoints.list, { query: { limit: LIMIT } }, { signal }),
    refetchInterval: connected ? false : POLL_MS,
    staleTime: 0,
  })
}
