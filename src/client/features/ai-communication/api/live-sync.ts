import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect } from 'react'
import { liveEvents, useLiveConnected } from '@/client/lib/live-events'
import { onLiveEvent } from '@/client/lib/use-live-event'
import type { BoardMessage } from '@/shared/board'
import {
  addToList,
  addToPages,
  applyReaction,
  applyReactionToPages,
  matchesFeedFilters,
  type MessagePages,
  type ReactionCounts,
} from './cache-updates'
import {
  agentsKey,
  autoMessagingKey,
  collaborationsKey,
  commAgentsKey,
  externalAgentsKey,
  liveKeys,
  logKey,
  MESSAGES_PATH,
  POLL_MS,
  summaryKey,
  type MessageQueryParams,
} from './keys'

const LOG_TYPES = new Set(['announcement', 'conversation'])
const RECENT_LIMIT = 200

// Events seen lately, so a fetch that was under way when they arrived can add them back.
const recent: { at: number; message?: BoardMessage; counts?: ReactionCounts }[] = []

function remember(entry: { message?: BoardMessage; counts?: ReactionCounts }) {
  recent.push({ at: Date.now(), ...entry })
  if (recent.length > RECENT_LIMIT) recent.splice(0, recent.length - RECENT_LIMIT)
}

/**
 * A freshly fetched list (newest first) with the live events received since the fetch began:
 * the answer may have been made before them, and the cache update they caused is overwritten.
 */
export function withRecentEvents(
  list: BoardMessage[],
  since: number,
  accepts: (message: BoardMessage) => boolean,
): BoardMessage[] {
  let result = list
  for (const entry of recent) {
    if (entry.at < since) continue
    if (entry.message && accepts(entry.message)) result = addToList(result, entry.message)
    if (entry.counts) result = applyReaction(result, entry.counts)
  }
  return result
}

const paramsOf = (key: QueryKey): MessageQueryParams =>
  (typeof key[1] === 'object' && key[1] !== null ? key[1] : {}) as MessageQueryParams

function forEachMessageQuery(
  queryClient: QueryClient,
  update: (key: QueryKey, params: MessageQueryParams) => void,
) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [MESSAGES_PATH] })) {
    update(query.queryKey, paramsOf(query.queryKey))
  }
}

function onMessage(queryClient: QueryClient, message: BoardMessage) {
  remember({ message })
  forEachMessageQuery(queryClient, (key, params) => {
    if (params.parentId !== undefined) {
      if (message.parentId === params.parentId)
        queryClient.setQueryData<BoardMessage[]>(key, (old) => old && addToList(old, message))
      return
    }
    if (!matchesFeedFilters(message, params)) return
    queryClient.setQueryData<MessagePages>(key, (old) => old && addToPages(old, message))
  })
  if (LOG_TYPES.has(message.messageType)) {
    queryClient.setQueryData<BoardMessage[]>(logKey, (old) => old && addToList(old, message))
  }
  invalidateSoon(queryClient, [summaryKey, commAgentsKey, agentsKey, autoMessagingKey])
  if (message.messageType === 'collaboration') invalidateSoon(queryClient, [collaborationsKey])
}

function onReaction(queryClient: QueryClient, counts: ReactionCounts) {
  remember({ counts })
  forEachMessageQuery(queryClient, (key, params) => {
    if (params.parentId !== undefined) {
      queryClient.setQueryData<BoardMessage[]>(key, (old) => old && applyReaction(old, counts))
    } else {
      queryClient.setQueryData<MessagePages>(key, (old) => old && applyReactionToPages(old, counts))
    }
  })
  queryClient.setQueryData<BoardMessage[]>(logKey, (old) => old && applyReaction(old, counts))
}

// Several events in a burst (a broadcast's answers) cause one refetch per query, not many.
const pending = new Map<string, QueryKey>()
let flushTimer: ReturnType<typeof setTimeout> | null = null

function invalidateSoon(queryClient: QueryClient, keys: readonly QueryKey[]) {
  for (const key of keys) pending.set(JSON.stringify(key), key)
  flushTimer ??= setTimeout(() => {
    flushTimer = null
    const keysNow = [...pending.values()]
    pending.clear()
    for (const queryKey of keysNow) void queryClient.invalidateQueries({ queryKey })
  }, 400)
}

function refreshAll(queryClient: QueryClient) {
  for (const queryKey of liveKeys) void queryClient.invalidateQueries({ queryKey })
}

let holders = 0
let stop: (() => void) | null = null
let wasReleased = false

/**
 * Keeps the AI communication caches up to date from live events while any screen needs them.
 * Whenever the stream (re)opens, the live queries are fetched again so nothing from before the
 * stream was up is missing; the same happens when a screen mounts after none was listening.
 */
export function retainLiveSync(queryClient: QueryClient): () => void {
  if (holders++ === 0) {
    const events = liveEvents()
    const unsubscribers = [
      onLiveEvent('message', (message) => onMessage(queryClient, message)),
      onLiveEvent('reaction', (counts) => onReaction(queryClient, counts)),
      onLiveEvent('agent', () =>
        invalidateSoon(queryClient, [commAgentsKey, agentsKey, externalAgentsKey]),
      ),
      onLiveEvent('collaboration', () => invalidateSoon(queryClient, [collaborationsKey])),
      events.onStatusChange(() => {
        if (events.connected) refreshAll(queryClient)
      }),
    ]
    if (wasReleased) refreshAll(queryClient)
    stop = () => unsubscribers.forEach((unsubscribe) => unsubscribe())
  }
  let released = false
  return () => {
    if (released) return
    released = true
    if (--holders > 0) return
    stop?.()
    stop = null
    wasReleased = true
  }
}

/**
 * For a hook that reads live data: keeps the caches synced while mounted and returns the
 * polling interval to use: every 5 s while the stream is down and none while it is up
 * (docs/product/message-board-and-agents.md).
 */
export function useLiveRefetchInterval(): number | false {
  const queryClient = useQueryClient()
  useEffect(() => retainLiveSync(queryClient), [queryClient])
  return useLiveConnected() ? false : POLL_MS
}
