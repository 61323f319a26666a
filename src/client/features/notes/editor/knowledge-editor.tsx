import { FileText } from 'lucide-react'
import { useQueries } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { noteQueryOptions } from '../api/get-note'
import { useVaults } from '../api/get-vaults'
import { CreateNoteDialog } from '../components/create-note-dialog'
import { EmptyState } from '@/client/components/empty-state'
import type { Draft } from './draft'
import { isDirty } from './draft'
import { NoteEditor } from './note-editor'
import { NotePicker } from './note-picker'

/**
 * The knowledge editor: pick a note (`?note=<id>` in the address; the list's filter is `?q=`,
 * so a `#tag` link opens the notes with that tag), edit its Markdown with a
 * live preview and wikilink completion, save it to the vault file, create or delete notes.
 * Unsaved edits of several notes are kept while you move between them.
 */
export function KnowledgeEditor() {
  const [params, setParams] = useSearchParams()
  const selected = Number(params.get('note')) || null
  const filter = params.get('q') ?? ''
  const [vault, setVault] = useState('')
  const [drafts, setDrafts] = useState<Record<number, Draft>>({})
  const vaults = useVaults()
  // The list has no bodies: a draft is compared with its note as opened (already cached).
  const drafted = Object.keys(drafts).map(Number)
  const opened = useQueries({ queries: drafted.map((id) => noteQueryOptions(id)) })
  const dirty = new Set(
    drafted.filter((id, i) => opened[i]?.data && isDirty(drafts[id], opened[i].data)),
  )

  const pick = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (id === null) next.delete('note')
      else next.set('note', String(id))
      return next
    })
  // Typing replaces the address rather than adding a history step per letter.
  const setFilter = (text: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (text) next.set('q', text)
        else next.delete('q')
        return next
      },
      { replace: true },
    )
  const setDraft = (id: number) => (draft: Draft | undefined) =>
    setDrafts((current) => {
      const next = { ...current }
      if (draft) next[id] = draft
      else delete next[id]
      return next
    })

  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <aside className="space-y-4">
        <CreateNoteDialog onCreated={(note) => pick(note.id)} />
        <NotePicker
          vaults={vaults.data ?? []}
          vault={vault}
          onVault={setVault}
          filter={filter}
          onFilter={setFilter}
          selected={selected}
          dirty={dirty}
          onPick={pick}
        />
      </aside>
      <div className="min-w-0">
        {selected === null ? (
          <EmptyState icon={FileText} title="Choose a note to edit">
            Pick a note on the left, or create one. Notes are Markdown files in your vaults; changes
            are written straight to the file.
          </EmptyState>
        ) : (
          <NoteEditor
            key={selected}
            noteId={selected}
            draft={drafts[selected]}
            onDraft={setDraft(selected)}
            onDeleted={() => {
              setDraft(selected)(undefined)
              pick(null)
            }}
            onSaved={(note) => {
              if (note.id !== selected) pick(note.id)
            }}
          />
        )}
      </div>
    </div>
  )
}
