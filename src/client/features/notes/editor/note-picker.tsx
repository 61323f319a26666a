import { useId, useState } from 'react'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { cn } from '@/client/lib/utils'
import type { NoteSummary, Vault } from '@/shared/notes'
import { SelectField } from '../components/select-field'

/** The notes to pick from: by vault, filtered by title or tag; unsaved ones are marked. */
export function NotePicker({
  notes,
  vaults,
  vault,
  onVault,
  selected,
  dirty,
  onPick,
}: {
  notes: NoteSummary[]
  vaults: Vault[]
  vault: string
  onVault: (vault: string) => void
  selected: number | null
  dirty: Set<number>
  onPick: (id: number) => void
}) {
  const id = useId()
  const [filter, setFilter] = useState('')
  const wanted = filter.trim().toLowerCase()
  const inVault = notes.filter((note) => !vault || note.vault === vault)
  const shown = inVault
    .filter(
      (note) =>
        !wanted ||
        note.title.toLowerCase().includes(wanted) ||
        note.tags.some((tag) => tag.toLowerCase().includes(wanted.replace(/^#/, ''))),
    )
    .sort((a, b) => a.title.localeCompare(b.title))

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
          placeholder="Title or #tag"
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {inVault.length === 0 ? 'No notes in this vault' : 'No note matches the filter.'}
        </p>
      ) : (
        <ul className="max-h-[28rem] space-y-1 overflow-y-auto pr-1 lg:max-h-[40rem]">
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
    </nav>
  )
}
