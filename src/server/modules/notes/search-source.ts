import type { EventHub } from '../../events'
import type { Db } from '../../db/open'
import { notePreview } from '@/shared/notes'
import { namesOf, tierOf, type SearchDocument, type SearchFinder } from '../search/service'
import {
  NOTE_WORD_FROM,
  noteById,
  notesByTitle,
  notesForQuery,
  notesShown,
  type FoundNote,
  type ShownNote,
} from './quick-search-notes'
import { countNotes } from './service'
import { personalOwner, personalVaultOf } from './vault-access'

const SNIPPET_CHARS = 140

/** The first words of a note's body, without a first heading that only repeats its title. */
function snippet(opening: string, title: string) {
  const text = notePreview(opening, SNIPPET_CHARS + title.length + 2)
  const body = text.startsWith(`${title} `) ? text.slice(title.length + 1) : text
  return notePreview(body, SNIPPET_CHARS)
}

/** One note as quick search shows it: its first words, else its path, describe it. */
export function noteSearchDocument(note: ShownNote): SearchDocument {
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
    ...(ownerId === undefined ? {} : { ownerId }),
  }
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)

/** Whether a word of the note's title, an alias or a tag starts with `word`. */
const named = (note: FoundNote, word: string) =>
  [note.title, ...note.aliases, ...note.tags].some((name) =>
    wordsOf(name).some((each) => each.startsWith(word)),
  )

/**
 * How well a note's names match the words, as the index weighs its fields: a word starting a
 * word of the title counts 4, of an alias 3, a tag 1.
 */
function score(note: FoundNote, words: readonly string[]) {
  const fields: [string[], number][] = [
    [wordsOf(note.title), 4],
    [note.aliases.flatMap(wordsOf), 3],
    [note.tags.flatMap(wordsOf), 1],
  ]
  let total = 0
  for (const word of words)
    for (const [found, weight] of fields)
      if (found.some((each) => each.startsWith(word))) total += weight
  return total
}

/**
 * Vault notes for quick search, read from the database per query (decision 224): shared notes
 * for everyone, a personal note for its owner alone (never administrators, decision 172), by a
 * title or an alias, a word of the body or a tag. Every instance's `notes-changed` events, and
 * this instance's at once, tell the search's cache that results may have changed.
 */
export function notesSearchFinder(db: Db, events: EventHub): SearchFinder {
  return {
    category: 'content',
    async find(query, words, every, viewer, limit) {
      const looked = words.filter((word) => word.length >= NOTE_WORD_FROM)
      const short = words.filter((word) => word.length < NOTE_WORD_FROM)
      const notes = (await notesForQuery(db, query, looked, every, viewer)).filter(
        (note) => !every || short.every((word) => named(note, word)),
      )
      // In the order the search ranks them, so only the first `limit` need their first words.
      const ranked = notes
        .map((note) => {
          const names = namesOf({ title: note.title, aliases: note.aliases.join('\n'), path: '' })
          return { note, tier: tierOf(names, query, note.asTyped), score: score(note, words) }
        })
        .sort(
          (a, b) =>
            a.tier - b.tier || b.score - a.score || a.note.title.localeCompare(b.note.title),
        )
        .slice(0, limit)
      const shown = await notesShown(
        db,
        ranked.map(({ note }) => note.id),
      )
      return {
        total: notes.length,
        found: ranked.flatMap(({ note }) => {
          const found = shown.get(note.id)
          return found ? [{ doc: noteSearchDocument(found), asTyped: note.asTyped }] : []
        }),
      }
    },
    count: (viewer) => countNotes(db, { personal: personalVaultOf(viewer) }),
    async page(viewer, offset, limit) {
      return (await notesByTitle(db, viewer, offset, limit)).map(noteSearchDocument)
    },
    async get(id, viewer) {
      const match = /^note:(\d{1,15})$/.exec(id)
      if (!match) return undefined
      const [note] = await noteById(db, Number(match[1]), viewer)
      return note && noteSearchDocument(note)
    },
    watch(onChange) {
      const changed = (event: { type: string }) => {
        if (event.type === 'notes-changed') onChange()
      }
      const stops = [events.onLocalPublish(changed), events.subscribe(changed)]
      return () => stops.forEach((stop) => stop())
    },
  }
}
