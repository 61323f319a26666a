import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/open'
import type { EventHub } from '../../events'
import type { KnowledgeBase, Passage } from '../../ai/offline/knowledge'
import { onNotesChanged } from './notes-changes'
import { knowledgeNotes, usernames } from './service'
import { personalOwner } from './vault-access'

/** The notes `ids` names (or every note) as passages the offline engine can quote. */
async function notePassages(db: Db, ids?: readonly number[]): Promise<Passage[]> {
  const notes = await knowledgeNotes(db, ids)
  const owners = await usernames(db, [
    ...new Set(notes.map((note) => personalOwner(note.vault)).filter((id) => id !== undefined)),
  ])
  return notes.map((note) => {
    const ownerId = personalOwner(note.vault)
    return {
      id: `note:${note.id}`,
      title: note.title,
      text: note.content
        .replace(/[#*_`>[\]]/g, ' ')
        .replace(/\s+/g, ' ')
        .slice(0, 4000),
      path: `/knowledge-editor?note=${note.id}`,
      kind: 'note' as const,
      // A personal note reaches only its owner's answers, quoted as theirs.
      ...(ownerId === undefined
        ? { attribution: { source: note.title, vault: note.vault } }
        : {
            ownerId,
            attribution: { source: note.title, vault: 'your notes', author: owners.get(ownerId) },
          }),
    }
  })
}

/**
 * Passages indexed per turn of the event loop, so requests are answered meanwhile: with 100,
 * note detail's p99 right after obsidian-hub's first index was 102–138 ms, with 25 it was 56.
 */
const PASSAGES_PER_TURN = 25

/**
 * Adds the vault notes to the AI engine's knowledge and keeps them current: the notes a
 * `notes-changed` event names are read again (those gone are dropped), not the whole vault.
 * The first reading (`load`, called once the app is ready) runs a little at a time, so a large
 * vault neither holds the start back nor stalls requests meanwhile (decision 221).
 */
export function addNotesKnowledge(
  knowledge: KnowledgeBase,
  db: Db,
  events: EventHub,
  log: FastifyBaseLogger,
) {
  /** Indexes `passages` a slice per turn of the event loop, then drops `removed`. */
  const gradually = async (passages: Passage[], removed: string[]) => {
    for (let i = 0; i < passages.length; i += PASSAGES_PER_TURN) {
      knowledge.update('notes', passages.slice(i, i + PASSAGES_PER_TURN), [])
      await new Promise((resolve) => setImmediate(resolve))
    }
    knowledge.update('notes', [], removed)
  }
  knowledge.register({ name: 'notes', load: () => notePassages(db) })
  let loaded: Promise<unknown> | undefined
  const load = () =>
    (loaded ??= (async () => gradually(await notePassages(db), []))().catch((error: unknown) =>
      log.warn({ err: error }, 'notes not added to the knowledge'),
    ))
  const stop = onNotesChanged(
    events,
    async (notes) => {
      await load()
      if (!notes) return knowledge.rebuild()
      const passages = await notePassages(db, notes)
      const found = new Set(passages.map((passage) => passage.id))
      await gradually(
        passages,
        notes.map((id) => `note:${id}`).filter((id) => !found.has(id)),
      )
    },
    (error) => log.warn({ err: error }, 'knowledge could not re-read changed notes'),
  )
  return { load, stop }
}
