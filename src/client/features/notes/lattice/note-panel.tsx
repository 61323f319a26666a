import { ArrowRight, MousePointerClick } from 'lucide-react'
import { Link } from 'react-router'
import { QueryState } from '@/client/components/query-state'
import { Button } from '@/client/components/ui/button'
import { useNote } from '../api/get-note'
import { LevelBadge, TagList } from '../components/note-badges'
import { NoteMarkdown, noteHref } from '../components/note-markdown'

/** The note opened from the lattice: its text, tags and backlinks, and a way to edit it. */
export function NotePanel({
  noteId,
  onPick,
}: {
  noteId: number | null
  onPick: (id: number) => void
}) {
  const note = useNote(noteId)

  if (noteId === null)
    return (
      <aside className="flex flex-col items-center justify-center rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        <MousePointerClick className="size-6" aria-hidden />
        <p className="mt-2">Click a node to open its note.</p>
      </aside>
    )
  return (
    <aside aria-label="Open note" className="min-w-0 rounded-xl border border-border bg-card p-5">
      <QueryState query={note} loading="Opening the note…">
        {(data) => (
          <div className="space-y-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="min-w-0 font-display text-xl font-semibold break-words">
                {data.title}
              </h2>
              <LevelBadge level={data.consciousnessLevel} />
            </div>
            <p className="text-xs text-muted-foreground break-all">
              {data.vault} / {data.path}
            </p>
            {data.aliases.length ? (
              <p className="text-sm text-muted-foreground">
                Also called: {data.aliases.join(', ')}
              </p>
            ) : null}
            <TagList tags={data.tags} />
            <div className="max-h-80 overflow-y-auto pr-1">
              <NoteMarkdown content={data.content} links={data.links} vault={data.vault} />
            </div>
            {data.backlinks.length ? (
              <div>
                <h3 className="text-sm font-semibold">Backlinks</h3>
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {data.backlinks.map((entry) => (
                    <li key={entry.id}>
                      <button
                        type="button"
                        onClick={() => onPick(entry.id)}
                        className="rounded-md border border-border px-2 py-0.5 text-sm hover:border-primary"
                      >
                        {entry.title}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <Button asChild className="w-full">
              <Link to={noteHref(data.id)}>
                Edit in the Knowledge Editor
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        )}
      </QueryState>
    </aside>
  )
}
