import { ArrowRight, Save } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/client/components/ui/button'
import { Label } from '@/client/components/ui/label'
import type { Note } from '@/shared/notes'
import { useCreateNote } from '../api/create-note'
import { useVaults } from '../api/get-vaults'
import { MY_NOTES, useVaultName, writableSharedVaults } from '../api/vault-access'
import { noteHref } from './note-markdown'
import { SelectField } from './select-field'
import { SignedOutNotice } from './signed-out-notice'

/** Keeps a piece of writing (a story) as a new note in a chosen vault. */
export function SaveAsNote({
  title,
  content,
  tags,
}: {
  title: string
  content: string
  tags: string[]
}) {
  const id = useId()
  const vaults = writableSharedVaults(useVaults().data)
  const create = useCreateNote()
  const [vault, setChosen] = useState('')
  const [saved, setSaved] = useState<Note | null>(null)
  const savedIn = useVaultName(saved?.vault ?? '')

  if (saved)
    return (
      <p className="flex flex-wrap items-center gap-2 rounded-lg border border-emerald-500/40 bg-emerald-500/10 p-3 text-sm">
        <span>
          Saved as “{saved.title}” in {savedIn}.
        </span>
        <Link
          to={noteHref(saved.id)}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          Open it in the Knowledge Editor
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </p>
    )

  return (
    <div className="space-y-3 rounded-xl border border-border bg-card p-4">
      <SignedOutNotice action="keep stories as notes" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={id}>Vault</Label>
          <SelectField id={id} value={vault} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{MY_NOTES}</option>
            {vaults.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </SelectField>
        </div>
        <Button
          disabled={!title.trim() || create.isPending}
          onClick={() =>
            create.mutate(
              { title, content, tags, ...(vault ? { vault } : {}) },
              { onSuccess: (note) => setSaved(note) },
            )
          }
        >
          <Save aria-hidden />
          {create.isPending ? 'Saving...' : 'Save as Note'}
        </Button>
      </div>
    </div>
  )
}
