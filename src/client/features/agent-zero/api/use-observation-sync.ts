import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLiveConnected } from '@/client/lib/live-events'
import { useLiveEvent } from '@/client/lib/use-live-event'
import { OBSERVATIONS_PATH, POLL_MS, statusKey } from './keys'
import { addObservation } from './observation-cache'

/**
 * Keeps the observation caches current from live `observation` events while mounted and
 * returns the polling interval to use: none while the stream is connected, 10 s while it is
 * down. When the stream comes back, the lists are fetched again to catch up.
 */
export function useObservationSync(): number | false {
  const queryClient = useQueryClient()
  useLiveEvent('observation', (observation) => addObservation(queryClient, observation))
  const connected = useLiveConnected()
  const before = useRef(connected)
  useEffect(() => {
    if (connected && !before.current) {
      void queryClient.invalidateQueries({ queryKey: [OBSERVATIONS_PATH] })
      void queryClient.invalidateQueries({ queryKey: statusKey })
    }
    before.current = connected
  }, [connected, queryClient])
  return connected ? false : POLL_MS
}
