import { useEffect, useRef } from 'react'
import { readLiveEvent, type LiveEventData, type LiveEventType } from '@/shared/live-events'
import { liveEvents, type LiveEventHandler } from './live-events'

/**
 * Calls `handler` with each live event of `type` whose payload matches the event catalogue;
 * one that does not is logged and ignored. Returns the unsubscribe function.
 */
export function onLiveEvent<T extends LiveEventType>(
  type: T,
  handler: LiveEventHandler<LiveEventData<T>>,
): () => void {
  return liveEvents().subscribe(type, handler, (data) => readLiveEvent(type, data))
}

/** Runs `handler` for each live event of `type` while the component is mounted. */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  handler: LiveEventHandler<LiveEventData<T>>,
) {
  const latest = useRef(handler)
  useEffect(() => {
    latest.current = handler
  })
  useEffect(() => onLiveEvent(type, (data) => latest.current(data)), [type])
}
