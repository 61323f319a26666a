import { SearchX } from 'lucide-react'
import { useSearchNotes } from '../api/search-notes'
import { MIN_SEARCH_CHARS, SEARCH_PREVIEW_CHARS, SEARCH_TOO_SHORT } from '../note-format'
import { EmptyState } from '@/client/components/empty-state'
import { LoadError } from '@/client/components/query-state'
import { NoteCard } from './note-card'

/** Ranked results for the search box's term; below 3 characters nothing is asked. */
export function SearchTab({ term }: { term: string }) {
  const trimmed = term.trim()
  const search = useSearchNotes(trimmed)
  if (trimmed.length < MIN_SEARCH_CHARS)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {SEARCH_TOO_SHORT}
      </p>
    )
  if (search.isPending)
    return (
      <p aria-busy="true" className="text-sm text-muted-foreground">
        Searching…
      </p>
    )
  if (search.isError)
    return <LoadError message={search.error.message} onRetry={() => void search.refetch()} />
  if (search.data.length === 0)
    return (
      <EmptyState icon={SearchX} title="No results found">
        No note mentions “{trimmed}”. Try another word.
      </EmptyState>
    )
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-muted-foreground">
        {search.data.length} {search.data.length === 1 ? 'note matches' : 'notes match'} “{trimmed}”
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {search.data.map((result) => (
          <li key={result.id} className="min-w-0">
            <NoteCard
              note={result}
              preview={result.snippet || result.excerpt}
              previewChars={SEARCH_PREVIEW_CHARS}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
