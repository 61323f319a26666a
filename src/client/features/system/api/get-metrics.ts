import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '@/client/lib/api'
import { systemEndpoints } from '@/shared/endpoints/system'
import type { MetricsSnapshotSchema } from '@/shared/system'
import { metricsKey } from './keys'

export type MetricsSnapshot = z.infer<typeof MetricsSnapshotSchema>

/** A reading of the gauges the server only reports as they are now. */
export interface GaugeSample {
  at: number
  eventLoopLagMs: number
  rssMb: number
  heapUsedMb: number
}

export interface MetricsReading {
  snapshot: MetricsSnapshot
  /** Readings since the screen opened, oldest first (at most `HISTORY`). */
  history: GaugeSample[]
}

export const HISTORY = 60

/**
 * The server's request metrics of the last 15 minutes, fetched every `intervalMs`; gauges
 * (event-loop lag, memory) are kept as a history of readings so they can be charted too.
 */
export function useMetrics(intervalMs: number | false) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: metricsKey,
    queryFn: async ({ signal }): Promise<MetricsReading> => {
      const snapshot = await api(systemEndpoints.metrics, {}, { signal })
      const previous = queryClient.getQueryData<MetricsReading>(metricsKey)?.history ?? []
      const sample: GaugeSample = {
        at: Date.now(),
        eventLoopLagMs: snapshot.eventLoopLagMs,
        rssMb: snapshot.memory.rssMb,
        heapUsedMb: snapshot.memory.heapUsedMb,
      }
      return { snapshot, history: [...previous, sample].slice(-HISTORY) }
    },
    refetchInterval: intervalMs,
    staleTime: 0,
  })
}
