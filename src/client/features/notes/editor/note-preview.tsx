import { cn } from '@/client/lib/utils'
import type { NoteLink } from '@/shared/notes'
import { NoteMarkdown } from '../components/note-markdown'
import { useDraftLinks } from './use-draft-links'

/** The Markdown being edited as it will read, its `[[links]]` resolved by the server. */
export function NotePreview({
  vault,
  from,
  content,
  saved,
  onToggleTask,
  className,
}: {
  vault: string
  /** The path of the note being edited: links prefer its folder. */
  from?: string
  content: string
  /** The links the server resolved when the note was last saved. */
  saved: NoteLink[]
  /** Ticks or clears a task box; absent when the viewer may not edit. */
  onToggleTask?: (offset: number, checked: boolean) => void
  className?: string
}) {
  const links = useDraftLinks(vault, content, saved, from)
  return (
    <section
      aria-label="Preview"
      className={cn('min-w-0 rounded-lg border border-border bg-background/40 p-4', className)}
    >
      <p className="mb-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        Preview
      </p>
      <NoteMarkdown content={content} links={links} vault={vault} onToggleTask={onToggleTask} />
    </section>
  )
}
