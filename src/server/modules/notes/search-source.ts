import type { EventHub } from '../../events'
import type { Db } from '../../db/open'
import { notePreview } from '@/shared/notes'
import type { ContentSource, SearchDocument } from '../search/service'
import { searchableNotes } from './service'
import { personalOwner } from './vault-access'
import type { VaultStore } from './vault-store'

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
 * Every vault note for quick search. Re-read when this instance's vaults change and when
 * another instance announces a change (`notes-changed`), a burst of changes read once.
 */
export function notesSearchSource(db: Db, store: VaultStore, events: EventHub): ContentSource {
  return {
    name: 'notes',
    load: async () => (await searchableNotes(db)).map(noteSearchDocument),
    watch: (onChange) => {
      let timer: NodeJS.Timeout | undefined
      let stopped = false
      const later = () => {
        if (stopped) return
        clearTimeout(timer)
        timer = setTimeout(onChange, 100)
      }
      store.onChange(later)
      const unsubscribe = events.subscribe((event) => {
        if (event.type === 'notes-changed') later()
      })
      return () => {
        stopped = true
        clearTimeout(timer)
        unsubscribe()
      }
    },
  }
}
