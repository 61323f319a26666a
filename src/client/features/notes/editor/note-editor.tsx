import { AlertTriangle, Save } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { AdminOnlyReason } from '@/client/components/admin-only'
import { cn } from '@/client/lib/utils'
import type { Note } from '@/shared/notes'
import { useNote } from '../api/get-note'
import { useUpdateNote } from '../api/update-note'
import { useVaultName, useVaultWriteGate } from '../api/vault-access'
import type { SyncResult } from '../api/sync-agent-zero'
import { LoadError } from '@/client/components/query-state'
import { noteHref, withTask } from '../components/note-markdown'
import { SelectField } from '../components/select-field'
import { SignedOutNotice } from '../components/signed-out-notice'
import { SyncAgentZeroButton, SyncInsights } from '../components/sync-agent-zero-button'
import { formatDateTime, LEVEL_LABELS, splitTags } from '../note-format'
import { DeleteNoteDialog } from './delete-note-dialog'
import { draftOf, isDirty, type Draft } from './draft'
import { LinkList } from './link-list'
import { NoteFileNotes } from './note-file-notes'
import { NotePreview } from './note-preview'
import { WikilinkTextarea } from './wikilink-textarea'

/** One note: title, tags, level and Markdown with live preview; saves to the vault file. */
export function NoteEditor({
  noteId,
  draft,
  onDraft,
  onDeleted,
  onSaved,
}: {
  noteId: number
  draft: Draft | undefined
  onDraft: (draft: Draft | undefined) => void
  onDeleted: () => void
  /** After a save; a renamed note comes back with a new id. */
  onSaved: (note: Note) => void
}) {
  const id = useId()
  const note = useNote(noteId)
  const update = useUpdateNote()
  const [view, setView] = useState<'write' | 'preview'>('write')
  const [sync, setSync] = useState<SyncResult | null>(null)
  const vault = note.data?.vault ?? ''
  const gate = useVaultWriteGate(vault)
  const vaultName = useVaultName(vault)

  if (note.isPending)
    return (
      <p aria-busy="true" className="text-sm text-muted-foreground">
        Opening the note…
      </p>
    )
  if (note.isError)
    return <LoadError message={note.error.message} onRetry={() => void note.refetch()} />

  const current = note.data
  const value = draft ?? draftOf(current)
  const dirty = isDirty(draft, current)
  const changedOnDisk = dirty && draft !== undefined && draft.baseModified !== current.modified
  const edit = (patch: Partial<Draft>) => onDraft({ ...value, ...patch })

  const save = () => {
    const title = value.title.trim()
    if (!title) return
    const tags = splitTags(value.tags)
    update.mutate(
      {
        id: current.id,
        content: value.content,
        consciousnessLevel: value.level,
        // After the changed-on-disk notice, a save keeps this version over the file's own.
        version: changedOnDisk ? current.version : value.baseVersion,
        // Unchanged title and tags are left out: a new title renames the file, and the tags
        // of the index include inline #tags that need not move into the front matter.
        ...(title !== current.title ? { title } : {}),
        ...(tags.join(',') !== current.tags.join(',') ? { tags } : {}),
      },
      {
        onSuccess: (saved) => {
          onDraft(undefined)
          onSaved(saved)
        },
      },
    )
  }

  // A box ticked in the preview changes its one character: in the draft when there is one
  // (the next save carries it), else straight to the file with the version check of any save.
  const toggleTask = gate.allowed
    ? (offset: number, checked: boolean) => {
        const content = withTask(value.content, offset, checked)
        if (dirty) edit({ content })
        else update.mutate({ id: current.id, content, version: current.version })
      }
    : undefined

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground break-all">
          <span className="font-medium text-foreground">{vaultName}</span> / {current.path} · saved{' '}
          {formatDateTime(current.modified)}
          {dirty ? <span className="ml-2 font-medium text-amber-300">Unsaved changes</span> : null}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={save}
            disabled={!gate.allowed || !dirty || !value.title.trim() || update.isPending}
            aria-describedby={gate.describedBy}
          >
            <Save aria-hidden />
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
          <SyncAgentZeroButton
            input={{ noteId: current.id }}
            label="Sync with Agent Zero"
            onResult={setSync}
            gate={gate}
          />
          <DeleteNoteDialog note={current} onDeleted={onDeleted} gate={gate} />
        </div>
      </div>
      <AdminOnlyReason gate={gate} />
      <NoteFileNotes note={current} />
      <SignedOutNotice action="save, create and delete notes" />
      {changedOnDisk ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
        >
          <AlertTriangle className="size-4 text-amber-300" aria-hidden />
          <span className="flex-1">
            The file changed on disk since you started editing. Saving keeps your version.
          </span>
          <Button size="sm" variant="outline" onClick={() => onDraft(undefined)}>
            Load the file&apos;s version
          </Button>
        </div>
      ) : null}
      {sync ? <SyncInsights result={sync} /> : null}

      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            value={value.title}
            maxLength={120}
            aria-invalid={!value.title.trim()}
            onChange={(event) => edit({ title: event.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-level`}>Consciousness level</Label>
          <SelectField
            id={`${id}-level`}
            value={value.level}
            onChange={(event) => edit({ level: event.target.value as Draft['level'] })}
          >
            {Object.entries(LEVEL_LABELS).map(([level, label]) => (
              <option key={level} value={level}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-tags`}>Tags (comma separated)</Label>
        <Input
          id={`${id}-tags`}
          value={value.tags}
          onChange={(event) => edit({ tags: event.target.value })}
        />
      </div>

      <div className="flex gap-1 rounded-lg bg-muted p-1 lg:hidden" role="group" aria-label="View">
        {(['write', 'preview'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={view === mode}
            onClick={() => setView(mode)}
            className={cn(
              'flex-1 rounded-md px-3 py-1.5 text-sm font-medium capitalize',
              view === mode ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground',
            )}
          >
            {mode}
          </button>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={cn('grid gap-2', view === 'preview' && 'hidden lg:grid')}>
          <Label htmlFor={`${id}-content`}>Markdown</Label>
          <WikilinkTextarea
            id={`${id}-content`}
            value={value.content}
            onChange={(content) => edit({ content })}
            vault={current.vault}
            noteId={current.id}
            className="min-h-96"
          />
          <p className="text-xs text-muted-foreground">
            Type <kbd className="rounded bg-muted px-1">[[</kbd> to link another note.
          </p>
        </div>
        <NotePreview
          vault={current.vault}
          from={current.path}
          content={value.content}
          saved={current.links}
          onToggleTask={toggleTask}
          className={cn(view === 'write' && 'hidden lg:block')}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <LinkList
          title="Links to"
          empty="This note links to no other note."
          items={current.links.map((link) => ({
            key: link.target,
            label: link.attachment ? `${link.target} (attachment)` : link.target,
            href: link.id === null ? undefined : noteHref(link.id),
            suggestion: link.suggestion
              ? { label: link.suggestion.title, href: noteHref(link.suggestion.id) }
              : undefined,
          }))}
        />
        <LinkList
          title="Backlinks"
          empty="No note links here yet."
          items={current.backlinks.map((entry) => ({
            key: String(entry.id),
            label: entry.title,
            href: noteHref(entry.id),
          }))}
        />
      </div>
    </div>
  )
}
