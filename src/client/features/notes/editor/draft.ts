import type { Note } from '@/shared/notes'
import { splitTags } from '../note-format'

/** Unsaved edits of one note, and the version of the file they started from. */
export interface Draft {
  title: string
  content: string
  tags: string
  level: Note['consciousnessLevel']
  baseModified: string
  /** The file version the edits started from: a save names it (a newer file answers 409). */
  baseVersion: string
}

export const draftOf = (note: Note): Draft => ({
  title: note.title,
  content: note.content,
  tags: note.tags.join(', '),
  level: note.consciousnessLevel,
  baseModified: note.modified,
  baseVersion: note.version,
})

/** Whether the draft says something the note does not. */
export function isDirty(draft: Draft | undefined, note: Note): boolean {
  if (!draft) return false
  return (
    draft.title.trim() !== note.title ||
    draft.content !== note.content ||
    draft.level !== note.consciousnessLevel ||
    splitTags(draft.tags).join(',') !== note.tags.join(',')
  )
}
