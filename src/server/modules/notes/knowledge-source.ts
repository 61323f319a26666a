import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/open'
import type { KnowledgeFinder, Passage } from '../../ai/offline/knowledge'
import { questionTerms } from '../../ai/offline/question-terms'
import { notesAbout, usernames } from './service'
import { personalOwner } from './vault-access'

/**
 * The words of a question worth looking for in the notes: no stop words, none twice, at most
 * 16 of at most 24 characters, read lazily (decision 255): a megabyte of distinct words asks
 * the full-text index what a short question does.
 */
export const questionWords = (query: string): string[] => questionTerms(query)

/** Notes as passages the offline engine can quote. */
async function notePassages(
  db: Db,
  notes: Awaited<ReturnType<typeof notesAbout>>,
): Promise<Passage[]> {
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
 * The vault notes as the AI engine's knowledge: before each question it is given the few notes
 * the full-text index finds most about it, among those the reader may read. Only the few dozen
 * notes found last are held between questions, so a large vault costs no memory (decision 221).
 * A failed lookup answers from the rest of the knowledge.
 */
export function notesFinder(db: Db, log: FastifyBaseLogger): KnowledgeFinder {
  return {
    name: 'notes',
    async find(query, readerId) {
      const words = questionWords(query)
      if (words.length === 0) return []
      try {
        return await notePassages(db, await notesAbout(db, words, readerId))
      } catch (error) {
        log.warn({ err: error }, 'notes not looked up for a question')
        return []
      }
    },
  }
}
