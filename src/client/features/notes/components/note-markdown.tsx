import type { NoteLink } from '@/shared/notes'
import { NoteBody } from '../markdown/note-body'

export { noteHref } from '../note-href'

/**
 * A note's body (the detail's `content`: the front matter is not in it) as Obsidian draws it,
 * from the one reading the server indexes, with the links the server resolved.
 */
export function NoteMarkdown({
  content,
  links,
  vault,
  onToggleTask,
  className,
}: {
  content: string
  links: NoteLink[]
  vault: string
  onToggleTask?: (offset: number, checked: boolean) => void
  className?: string
}) {
  if (!content.trim())
    return <p className="text-sm italic text-muted-foreground">This note is empty.</p>
  return (
    <div className={className}>
      <NoteBody body={content} links={links} vault={vault} onToggleTask={onToggleTask} />
    </div>
  )
}

/** The body with the task box at `offset` ticked or cleared: exactly that one character changes. */
export const withTask = (content: string, offset: number, checked: boolean) =>
  content.slice(0, offset) + (checked ? 'x' : ' ') + content.slice(offset + 1)
