import { Plus } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/client/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { Textarea } from '@/client/components/ui/textarea'
import type { Note } from '@/shared/notes'
import { useCreateNote } from '../api/create-note'
import { useVaults } from '../api/get-vaults'
import { MY_NOTES, writableSharedVaults } from '../api/vault-access'
import { LEVEL_LABELS, splitTags } from '../note-format'
import { SelectField } from './select-field'
import { SignedOutNotice } from './signed-out-notice'

const empty = {
  title: '',
  vault: '',
  content: '',
  tags: '',
  level: 'basic' as Note['consciousnessLevel'],
}

/**
 * docs/product/notes-and-vaults.md: a title and a vault are required, content may be empty, tags
 * are split at commas. The vault is the author's own ("My notes") unless they choose another they
 * may write. On success the dialog closes and clears.
 */
export function CreateNoteDialog({
  onCreated,
  variant = 'default',
}: {
  onCreated?: (note: Note) => void
  variant?: 'default' | 'outline'
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState(empty)
  const vaults = writableSharedVaults(useVaults().data)
  const create = useCreateNote()
  const vault = form.vault
  const canSubmit = form.title.trim() !== '' && !create.isPending
  const set = (field: keyof typeof empty) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSubmit) return
    create.mutate(
      {
        title: form.title.trim(),
        ...(vault ? { vault } : {}),
        content: form.content,
        tags: splitTags(form.tags),
        consciousnessLevel: form.level,
      },
      {
        onSuccess: (note) => {
          setOpen(false)
          setForm(empty)
          onCreated?.(note)
        },
      },
    )
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <Plus aria-hidden />
          Create Note
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Note</DialogTitle>
          <DialogDescription>
            The note is written to the vault folder as a Markdown file Obsidian can open.
          </DialogDescription>
        </DialogHeader>
        <SignedOutNotice action="create notes" />
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input
              id={`${id}-title`}
              value={form.title}
              maxLength={120}
              onChange={(event) => set('title')(event.target.value)}
              placeholder="A thought worth keeping"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-vault`}>Vault</Label>
              <SelectField
                id={`${id}-vault`}
                value={vault}
                onChange={(event) => set('vault')(event.target.value)}
              >
                <option value="">{MY_NOTES}</option>
                {vaults.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-level`}>Consciousness level</Label>
              <SelectField
                id={`${id}-level`}
                value={form.level}
                onChange={(event) => set('level')(event.target.value)}
              >
                {Object.entries(LEVEL_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </SelectField>
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-content`}>Content</Label>
            <Textarea
              id={`${id}-content`}
              value={form.content}
              rows={6}
              onChange={(event) => set('content')(event.target.value)}
              placeholder="Markdown, #tags and [[links to other notes]] work as in Obsidian."
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-tags`}>Tags</Label>
            <Input
              id={`${id}-tags`}
              value={form.tags}
              onChange={(event) => set('tags')(event.target.value)}
              placeholder="memory, learning"
              aria-describedby={`${id}-tags-hint`}
            />
            <p id={`${id}-tags-hint`} className="text-xs text-muted-foreground">
              Separate tags with commas.
            </p>
          </div>
          <DialogFooter>
            <Button type="submit" disabled={!canSubmit}>
              {create.isPending ? 'Creating...' : 'Create Note'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
