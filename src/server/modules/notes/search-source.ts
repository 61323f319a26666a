import type { FastifyBaseLogger } from 'fastify'
import type { EventHub } from '../../events'
import type { Db } from '../../db/open'
import { notePreview } from '@/shared/notes'
import type { ContentSource, SearchDocument } from '../search/service'
import { searchableNotes } from './service'
import { onNotesChanged } from './notes-changes'
import { personalOwner } from './vault-access'

const SNIPPET_CHARS = 140

/** The first words of a note's body, without a first heading that only repeats its title. */
function snippet(opening: string, title: string) {
  const text = notePreview(opening, SNIPPET_CHARS + title.length + 2)
  const body = text.startsWith(`${title} `) ? text.slice(title.length + 1) : text
  return notePreview(body, SNIPPET_CHARS)
}

/** One note as quick search finds it: by title, alias, tag, path or its first words. */
export function noteSearchDocument(
  note: Awaited<ReturnType<typeof searchableNotes>>[number],
): SearchDocument {
  const ownerId = personalOwner(note.vault)
  const place = ownerId === undefined ? note.vault : 'your notes'
  return {
    id: `note:${note.id}`,
    title: note.title,
    description: snippet(note.opening, note.title) || note.path,
    icon: 'notebook-pen',
    category: 'content',
    section: `Notes · ${place}`,
    path: `/knowledge-editor?note=${note.id}`,
    aliases: note.aliases.join('\n'),
    keywords: [
      note.tags.map((tag) => `#${tag} ${tag.replaceAll('/', ' ')}`).join(' '),
      note.path.replace(/\.md$/i, '').replace(/[/_-]/g, ' '),
    ].join(' '),
    // A personal note is found by its owner alone, never by administrators (decision 172).
    ...(ownerId === undefined ? {} : { ownerId }),
  }
}

/**
 * Every vault note for quick search. The notes a `notes-changed` event names (this instance's
 * changes and every other's) are read again, not the whole vault; a burst is read once.
 */
export function notesSearchSource(db: Db, events: EventHub, log: FastifyBaseLogger): ContentSource {
  return {
    name: 'notes',
    background: true,
    load: async () => (await searchableNotes(db)).map(noteSearchDocument),
    watch: (onChange) =>
      onNotesChanged(
        events,
        async (notes) => {
          if (!notes) return onChange()
          const rows = await searchableNotes(db, notes)
          const found = new Set(rows.map((row) => row.id))
          onChange({
            docs: rows.map(noteSearchDocument),
            removed: notes.filter((id) => !found.has(id)).map((id) => `note:${id}`),
          })
        },
        (error) => log.warn({ err: error }, 'quick search could not re-read changed notes'),
      ),
  }
}
