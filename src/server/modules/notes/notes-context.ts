import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { findNote, type NoteRow } from './service'
import type { VaultReadCaches } from './read-caches'
import type { VaultStore } from './vault-store'
import { canReadVault, canWriteVault, noteViewer, ownVault, type NoteViewer } from './vault-access'

export const NO_NOTE = { message: 'No such note' }
export const READ_ONLY = (vault: string) => ({
  message: `The vault "${vault}" is read-only for you: only administrators and the editors they name can change it.`,
})

/** What every notes route asks of a request: who reads, what they may read and change. */
export type NotesContext = ReturnType<typeof notesContext>

export function notesContext(app: FastifyInstance, store: VaultStore, cached: VaultReadCaches) {
  const db = app.database.db
  const viewerOf = (request: FastifyRequest) => noteViewer(app, request.user)
  /**
   * The personal vault the viewer's lists, searches and graph add to the shared vaults: their
   * own, once it has a folder. Cached reads are keyed by it, so people without personal notes
   * share the entries of visitors.
   */
  const scopeOf = (viewer: NoteViewer) => {
    const own = ownVault(viewer)
    return own && fs.existsSync(path.join(store.root, own)) ? own : undefined
  }
  /** The note `id` when the viewer may read it: others' personal notes answer as missing. */
  const readableNote = async (viewer: NoteViewer, id: number) => {
    const note = await findNote(db, id)
    return note && canReadVault(viewer, note.vault) ? note : undefined
  }
  /** The note `id` when the viewer may change it, else the refusal: 404 unreadable, 403 read-only. */
  const refusal = async (
    viewer: NoteViewer,
    id: number,
  ): Promise<
    { note: NoteRow } | { note?: never; status: 403 | 404; body: { message: string } }
  > => {
    const note = await readableNote(viewer, id)
    if (!note) return { status: 404, body: NO_NOTE }
    if (!(await canWriteVault(db, viewer, note.vault)))
      return { status: 403, body: READ_ONLY(note.vault) }
    return { note }
  }
  /** A read over every visible note, cached per scope (the shared vaults, plus one personal). */
  const scoped = <T>(
    request: FastifyRequest,
    name: string,
    make: (scope: string | undefined) => Promise<T>,
  ) => {
    const scope = scopeOf(viewerOf(request))
    return cached.whole.entry(`${name}\n${scope ?? ''}`, () => make(scope))
  }
  return { db, store, cached, viewerOf, scopeOf, readableNote, refusal, scoped }
}
