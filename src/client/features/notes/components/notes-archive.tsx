import { SearchX } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Label } from '@/client/components/ui/label'
import type { NoteSummary } from '@/shared/notes'
import { useNotePages } from '../api/get-notes'
import { useVaults } from '../api/get-vaults'
import { useSearchNotes } from '../api/search-notes'
import { MIN_SEARCH_CHARS, NOTE_PREVIEW_CHARS, SEARCH_PREVIEW_CHARS } from '../note-format'
import { EmptyState } from '@/client/components/empty-state'
import { LoadError } from '@/client/components/query-state'
import { NoteCard } from './note-card'
import { SelectField } from './select-field'
import { plural } from '@/shared/plural'

// Short queries filter what the list shows; the bodies are searched on the server from 3 characters.
const matches = (note: NoteSummary, wanted: string) =>
  note.title.toLowerCase().includes(wanted) ||
  note.excerpt.toLowerCase().includes(wanted) ||
  note.tags.some((tag) => tag.toLowerCase().includes(wanted))

/**
 * The notes for the document archive, newest first, a page at a time from the server (the
 * vault is chosen there), filtered by tag. A query of 3 characters or more uses the ranked
 * full-text search over whole bodies; a shorter one filters the titles, excerpts and tags of
 * the pages loaded so far.
 */
export function NotesArchive({ query }: { query: string }) {
  const id = useId()
  const [vault, setVault] = useState('')
  const [tag, setTag] = useState('')
  const vaultList = useVaults()
  const notes = useNotePages(vault || undefined)
  const trimmed = query.trim()
  const ranked = trimmed.length >= MIN_SEARCH_CHARS
  const search = useSearchNotes(trimmed)

  const all = notes.notes
  const vaults = (vaultList.data ?? []).map((entry) => entry.name)
  const tags = useMemo(() => [...new Set(all.flatMap((note) => note.tags))].sort(), [all])
  // Search hits carry a snippet around the match; list entries only their excerpt.
  const source: (NoteSummary & { snippet?: string })[] = ranked
    ? (search.data ?? [])
    : all.filter((n) => matches(n, trimmed.toLowerCase()))
  const shown = source
    .filter((note) => !vault || note.vault === vault)
    .filter((note) => !tag || note.tags.includes(tag))
  const pending = notes.isPending || (ranked && search.isPending)
  const error = notes.error ?? (ranked ? search.error : null)

  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 space-y-4">
      <h2 id={`${id}-heading`} className="font-display text-xl font-semibold">
        Notes{' '}
        {pending ? null : (
          <span className="text-muted-foreground">
            ({ranked || tag || trimmed ? shown.length : notes.total})
          </span>
        )}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-vault`}>Vault</Label>
          <SelectField id={`${id}-vault`} value={vault} onChange={(e) => setVault(e.target.value)}>
            <option value="">All vaults</option>
            {vaults.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-tag`}>Tag</Label>
          <SelectField id={`${id}-tag`} value={tag} onChange={(e) => setTag(e.target.value)}>
            <option value="">All tags</option>
            {tags.map((name) => (
              <option key={name} value={name}>
                #{name}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {error ? (
        <LoadError
          message={error.message}
          onRetry={() => void (notes.isError ? notes.refetch() : search.refetch())}
        />
      ) : pending ? (
        <p aria-busy="true" className="text-sm text-muted-foreground">
          Searching the notes…
        </p>
      ) : shown.length === 0 ? (
        <EmptyState icon={SearchX} title="No results found">
          No note matches these filters.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {shown.map((note) => (
            <li key={note.id} className="min-w-0">
              <NoteCard
                note={note}
                preview={note.snippet || note.excerpt}
                previewChars={ranked ? SEARCH_PREVIEW_CHARS : NOTE_PREVIEW_CHARS}
              />
            </li>
          ))}
        </ul>
      )}
      {!ranked && !error && !pending && notes.total > all.length ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            onClick={() => void notes.fetchNextPage()}
            disabled={!notes.hasNextPage || notes.isFetchingNextPage}
          >
            {notes.isFetchingNextPage ? 'Loading…' : 'Show more notes'}
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {all.length} of {plural(notes.total, 'note')}
          </p>
        </div>
      ) : null}
    </section>
  )
}
