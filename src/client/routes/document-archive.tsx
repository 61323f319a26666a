import { Search } from 'lucide-react'
import { useState } from 'react'
import { Input } from '@/client/components/ui/input'
import { DocumentsArchive } from '@/client/features/knowledge/components/documents-archive'
import { NotesArchive } from '@/client/features/notes/components/notes-archive'
import { useDebouncedValue } from '@/client/lib/use-debounced-value'
import { cn } from '@/client/lib/utils'

const KINDS = [
  ['all', 'Everything'],
  ['notes', 'Notes'],
  ['documents', 'Knowledge documents'],
] as const
type Kind = (typeof KINDS)[number][0]

/** `/document-archive`: every note and knowledge document, one search, filters per kind. */
export default function DocumentArchiveScreen() {
  const [query, setQuery] = useState('')
  const [kind, setKind] = useState<Kind>('all')
  const debounced = useDebouncedValue(query, 300)

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">Archive</p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">Document Archive</h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        Every note from your Obsidian vaults and every knowledge document the seeker gathered, in
        one place. Search them together, then narrow by vault, tag or domain.
      </p>
      <div className="mt-8 flex flex-col gap-3 md:flex-row md:items-center">
        <div className="relative flex-1">
          <label htmlFor="archive-search" className="sr-only">
            Search the archive
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="archive-search"
            type="search"
            className="pl-9"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search notes and documents…"
          />
        </div>
        <div
          className="flex flex-wrap gap-1 rounded-lg bg-muted p-1"
          role="group"
          aria-label="Show"
        >
          {KINDS.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={kind === value}
              onClick={() => setKind(value)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                kind === value
                  ? 'bg-background text-foreground shadow-sm'
                  : 'text-muted-foreground',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div className={cn('mt-10 grid gap-10', kind === 'all' && 'lg:grid-cols-2')}>
        {kind !== 'documents' ? <NotesArchive query={debounced} /> : null}
        {kind !== 'notes' ? <DocumentsArchive query={debounced} /> : null}
      </div>
    </div>
  )
}
