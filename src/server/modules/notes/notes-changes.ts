import { MAX_ANNOUNCED_NOTES } from '@/shared/live-events'

/** The notes a change wrote, moved or removed, by id; undefined: any note may have changed. */
export type TouchedNotes = readonly number[] | undefined

/** The payload of `notes-changed` for a change. */
export const announcement = (notes: TouchedNotes) =>
  notes && notes.length <= MAX_ANNOUNCED_NOTES ? { notes: [...notes] } : {}
