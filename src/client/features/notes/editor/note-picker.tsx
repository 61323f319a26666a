import { useId } from 'react'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { cn } from '@/client/lib/utils'
import { NOTE_MATCH_MAX, type Vault } from '@/shared/notes'
import { useNoteMatches } from '../api/get-notes'
import { LoadError } from '@/client/components/query-state'
import { SelectField } from '../components/select-field'
import { plural } from '@/shared/plural'

/**
 * The notes to pick from, by vault: the newest, or the server's matches for what is typed (a
 * title, a path or a #tag), so any note of any vault can be found; unsaved ones are marked.
 */
export function NotePicker({
  vaults,
  vault,
  onVault,
  filter,
  onFilter,
  selected,
  dirty,
  onPick,
}: {
  vaults: Vault[]
  vault: string
  onVault: (vault: string) => void
  /** What is typed in the filter (the address's `?q=`). */
  filter: string
  onFilter: (text: string) => void
  selected: number | null
  dirty: Set<number>
  onPick: (id: number) => void
}) {
  const id = useId()
  const matches = useNoteMatches(vault || undefined, filter)
  const page = matches.data
  const shown = page?.notes ?? []

  return (
    <nav aria-label="Notes" className="space-y-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-vault`}>Vault</Label>
        <SelectField id={`${id}-vault`} value={vault} onChange={(e) => onVault(e.target.value)}>
          <option value="">All vaults</option>
          {vaults.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-filter`}>Filter</Label>
        <Input
          id={`${id}-filter`}
          type="search"
          value={filter}
          placeholder="Title, path or #tag"
          maxLength={NOTE_MATCH_MAX}
          onChange={(event) => onFilter(event.target.value)}
        />
      </div>
      {matches.isError ? (
        <LoadError message={matches.error.message} onRetry={() => void matches.refetch()} />
      ) : !page ? (
        <p aria-busy="true" className="text-sm text-muted-foreground">
          Loading notes…
        </p>
      ) : shown.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {page.q ? `No note matches “${page.q}”.` : 'No notes in this vault'}
        </p>
      ) : (
        <ul
          aria-busy={matches.isPlaceholderData}
          className="max-h-[28rem] space-y-1 overflow-y-auto pr-1 lg:max-h-[40rem]"
        >
          {shown.map((note) => (
            <li key={note.id}>
              <button
                type="button"
                aria-current={note.id === selected ? 'page' : undefined}
                onClick={() => onPick(note.id)}
                className={cn(
                  'flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm transition-colors',
                  note.id === selected
                    ? 'bg-primary/20 text-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )}
              >
                <span className="min-w-0 break-words">{note.title}</span>
                {dirty.has(note.id) ? (
                  <span className="size-2 shrink-0 rounded-full bg-amber-300" title="Unsaved" />
                ) : null}
                {dirty.has(note.id) ? <span className="sr-only">(unsaved changes)</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      {page && page.total > shown.length ? (
        <p role="status" className="text-xs text-muted-foreground">
          {page.q
            ? `First ${shown.length} of ${plural(page.total, 'match', 'matches')}: type more to narrow them.`
            : `Newest ${shown.length} of ${plural(page.total, 'note')}: type to find any other.`}
        </p>
      ) : null}
    </nav>
  )
}
