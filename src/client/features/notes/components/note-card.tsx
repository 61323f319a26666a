import { Link2 } from 'lucide-react'
import { Link } from 'react-router'
import type { Note, NoteSummary } from '@/shared/notes'
import { useVaultName } from '../api/vault-access'
import { formatDay, notePreview } from '../note-format'
import { LevelBadge, ObservedBadge, TagList } from './note-badges'
import { noteHref } from './note-markdown'
import { plural } from '@/shared/plural'

/** One note in a list: title (opens it in the editor), preview, tags and its state. */
export function NoteCard({
  note,
  preview,
  previewChars,
}: {
  note: Omit<Note, 'content'>
  /** The text to preview: a list entry's excerpt or a search result's snippet. */
  preview: NoteSummary['excerpt']
  previewChars: number
}) {
  const links = note.connections.length
  const vault = useVaultName(note.vault)
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 font-display font-semibold break-words">
          <Link to={noteHref(note.id)} className="hover:text-primary hover:underline">
            {note.title}
          </Link>
        </h4>
        <LevelBadge level={note.consciousnessLevel} />
      </header>
      <p className="text-sm text-muted-foreground break-words">
        {notePreview(preview, previewChars) || <span className="italic">Empty note</span>}
      </p>
      <TagList tags={note.tags} />
      <footer className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>
          <span className="sr-only">Vault: </span>
          {vault}
        </span>
        <span>Modified {formatDay(note.modified)}</span>
        <span className="inline-flex items-center gap-1">
          <Link2 className="size-3" aria-hidden />
          {plural(links, 'link')}
        </span>
        {note.agentZeroObserved ? <ObservedBadge /> : null}
      </footer>
    </article>
  )
}
