import { NotebookPen } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import { QueryState } from '@/client/components/query-state'
import { Label } from '@/client/components/ui/label'
import { useNotes } from '../api/get-notes'
import { useVaults } from '../api/get-vaults'
import { NOTE_PREVIEW_CHARS } from '../note-format'
import { EmptyState } from '@/client/components/empty-state'
import { NoteCard } from './note-card'
import { SelectField } from './select-field'
import { plural } from '@/shared/plural'

/**
 * The chosen vault's notes (docs/product/notes-and-vaults.md: selecting a vault loads its notes).
 */
export function NotesTab({
  vault,
  onVaultChange,
}: {
  vault: string
  onVaultChange: (vaultId: string) => void
}) {
  const id = useId()
  const vaults = useVaults()
  const notes = useNotes(vault, vault !== '')

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor={id}>Vault</Label>
        <SelectField
          id={id}
          className="w-full sm:w-64"
          value={vault}
          onChange={(event) => onVaultChange(event.target.value)}
        >
          {vault === '' ? <option value="">Choose a vault</option> : null}
          {(vaults.data ?? []).map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </SelectField>
      </div>
      {vault === '' ? (
        <EmptyState icon={NotebookPen} title="No vault chosen">
          Choose a vault to see its notes.
        </EmptyState>
      ) : (
        <QueryState
          query={notes}
          loading="Loading notes…"
          isEmpty={(data) => data.notes.length === 0}
          empty={
            <EmptyState icon={NotebookPen} title="No notes in this vault">
              Create the first one with Create Note, or add a Markdown file to the vault folder.
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <ul className="grid gap-4 md:grid-cols-2">
                {data.notes.map((note) => (
                  <li key={note.id} className="min-w-0">
                    <NoteCard
                      note={note}
                      preview={note.excerpt}
                      previewChars={NOTE_PREVIEW_CHARS}
                    />
                  </li>
                ))}
              </ul>
              {data.total > data.notes.length ? (
                <p className="text-sm text-muted-foreground">
                  Newest {data.notes.length} of {plural(data.total, 'note')}.{' '}
                  <Link
                    to="/document-archive"
                    className="text-primary underline underline-offset-4"
                  >
                    Browse them all in the archive
                  </Link>
                </p>
              ) : null}
            </>
          )}
        </QueryState>
      )}
    </div>
  )
}
