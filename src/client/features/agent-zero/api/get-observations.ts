import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { observerEndpoints } from '@/shared/endpoints/observer'
import { latestObservationsKey, observationPagesKey, PAGE_SIZE } from './keys'
import { mergeObservations, receivedSince } from './observation-cache'
import { useObservationSync } from './use-observation-sync'

async function fetchObservations(limit: number, before: number | undefined, signal: AbortSignal) {
  const started = Date.now()
  const list = await api(
    observerEndpoints.observations,
    { query: { limit, category: 'activity', before } },
    { signal },
  )
  return before === undefined ? mergeObservations(list, receivedSince(started), limit) : list
}

/** Agent Zero's observations, newest first, 50 a page, live (docs/product/agent-zero.md). */
export function useObservationPages() {
  const refetchInterval = useObservationSync()
  return useInfiniteQuery({
    queryKey: observationPagesKey,
    queryFn: ({ pageParam, signal }) => fetchObservations(PAGE_SIZE, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length < PAGE_SIZE ? undefined : last.at(-1)?.id),
    refetchInterval,
    staleTime: 0,
  })
}

/** The newest `limit` observations (at most 200), live. */
export function useLatestObservations(limit: number) {
  const refetchInterval = useObservationSync()
  return useQuery({
    queryKey: latestObservationsKey(limit),
    queryFn: ({ signal }) => fetchObservations(limit, undefined, signal),
    refetchInterval,
    staleTime: 0,
  })
}
