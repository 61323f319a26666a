import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { Observation } from '@/shared/observer'
import { OBSERVATIONS_PATH, statusKey } from './keys'

export type ObservationPages = InfiniteData<Observation[], number | undefined>

/** The list with `extra` merged in: newest (highest id) first, each id once, at most `limit`. */
export function mergeObservations(
  list: readonly Observation[],
  extra: readonly Observation[],
  limit = Infinity,
): Observation[] {
  const byId = new Map<number, Observation>()
  for (const observation of [...extra, ...list]) {
    if (!byId.has(observation.id)) byId.set(observation.id, observation)
  }
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, limit)
}

// Observations that arrived lately, so a fetch under way when they came cannot drop them.
const recent: { at: number; observation: Observation }[] = []
const RECENT_MS = 30_000

/** Observations received since `since` (ms), to merge into a fresh answer. */
export function receivedSince(since: number): Observation[] {
  return recent.filter((entry) => entry.at >= since).map((entry) => entry.observation)
}

let statusTimer: ReturnType<typeof setTimeout> | null = null

/** Puts a new observation into every cached observation list and refreshes the status soon. */
export function addObservation(queryClient: QueryClient, observation: Observation) {
  // Every mounted screen hears the same event; the first one applies it.
  if (recent.some((entry) => entry.observation.id === observation.id)) return
  const now = Date.now()
  recent.push({ at: now, observation })
  while (recent.length && recent[0]!.at < now - RECENT_MS) recent.shift()

  for (const query of queryClient.getQueryCache().findAll({ queryKey: [OBSERVATIONS_PATH] })) {
    const params = query.queryKey[1]
    if (params === 'pages') {
      queryClient.setQueryData<ObservationPages>(query.queryKey, (old) => {
        if (!old || old.pages.length === 0) return old
        const [first, ...rest] = old.pages
        if (rest.some((page) => page.some((o) => o.id === observation.id))) return old
        return { ...old, pages: [mergeObservations(first!, [observation]), ...rest] }
      })
    } else if (typeof params === 'object' && params !== null && 'limit' in params) {
      const limit = Number(params.limit)
      queryClient.setQueryData<Observation[]>(
        query.queryKey,
        (old) => old && mergeObservations(old, [observation], limit),
      )
    }
  }
  // A burst of observations (a broadcast's answers) refreshes the status once.
  statusTimer ??= setTimeout(() => {
    statusTimer = null
    void queryClient.invalidateQueries({ queryKey: statusKey })
  }, 300)
}
