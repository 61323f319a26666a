import { MAX_ANNOUNCED_NOTES, readLiveEvent } from '@/shared/live-events'
import type { EventHub } from '../../events'

/** The notes a change wrote, moved or removed, by id; undefined: any note may have changed. */
export type TouchedNotes = readonly number[] | undefined

/** The payload of `notes-changed` for a change. */
export const announcement = (notes: TouchedNotes) =>
  notes && notes.length <= MAX_ANNOUNCED_NOTES ? { notes: [...notes] } : {}

/**
 * Calls `apply` with the notes the `notes-changed` events of every instance name: a burst of
 * events is merged into one call `delayMs` after the last, and calls never overlap, so the
 * indexes built from notes (quick search, the AI engine's knowledge) read only what changed.
 */
export function onNotesChanged(
  events: EventHub,
  apply: (notes: TouchedNotes) => Promise<unknown>,
  onError: (error: unknown) => void,
  delayMs = 100,
): () => void {
  let everything = false
  const named = new Set<number>()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  const flush = () => {
    const notes = everything ? undefined : [...named]
    everything = false
    named.clear()
    running = running.then(() => apply(notes)).catch(onError)
  }
  const unsubscribe = events.subscribe((event) => {
    if (event.type !== 'notes-changed') return
    const notes = readLiveEvent('notes-changed', event.data)?.notes
    if (notes) notes.forEach((id) => named.add(id))
    else everything = true
    clearTimeout(timer)
    timer = setTimeout(flush, delayMs)
  })
  return () => {
    clearTimeout(timer)
    unsubscribe()
  }
}
