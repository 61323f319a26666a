import type { FastifyInstance } from 'fastify'
import { notesContract } from '@/shared/contract/notes'
import { route } from '../../route'
import { recordActivity } from '../learning/service'
import { READ_ONLY, type NotesContext } from './notes-context'
import { FrontMatterUnreadable } from './parse-note'
import { toNote } from './service'
import { canReadVault, canWriteVault, personalVault } from './vault-access'
import { NoteConflict } from './vault-store'

/** Changing notes: create, save (and rename), delete; each refused as the vault's rules say. */
export function noteWriteRoutes(app: FastifyInstance, notes: NotesContext) {
  const { db, store, viewerOf, refusal } = notes

  route(
    app,
    notesContract.create,
    { access: 'user', what: 'create notes' },
    async (request, reply) => {
      const viewer = viewerOf(request)
      const vault = request.body.vault ?? personalVault(request.user.id)
      const missing = { message: `vault: no vault called "${vault}"` }
      if (!canReadVault(viewer, vault)) return reply.status(404).send(missing)
      if (!(await canWriteVault(db, viewer, vault))) {
        if (!(await store.vaults()).includes(vault)) return reply.status(404).send(missing)
        return reply.status(403).send(READ_ONLY(vault))
      }
      const row = await store.create({ ...request.body, vault })
      if (!row) return reply.status(404).send(missing)
      await recordActivity(db, { userId: request.user.id, kind: 'note-created' }).catch(
        (error: unknown) => request.log.warn({ err: error }, 'learning activity not recorded'),
      )
      return reply.status(201).send(toNote(row))
    },
  )

  route(
    app,
    notesContract.update,
    { access: 'user', what: 'edit notes' },
    async (request, reply) => {
      const refused = await refusal(viewerOf(request), request.params.id)
      if (!refused.note) return reply.status(refused.status).send(refused.body)
      const note = refused.note
      try {
        const saved = await store.update(note, request.body)
        return { ...toNote(saved), renamedLinks: saved.renamedLinks }
      } catch (error) {
        if (error instanceof NoteConflict)
          return reply.status(409).send({
            message: error.current
              ? 'version: the file changed on disk since this note was read; here is the current note'
              : "The note's file is gone from its vault",
            current: error.current ? toNote(error.current) : null,
          })
        if (error instanceof FrontMatterUnreadable)
          return reply.status(400).send({
            message: `${error.message}: the note's front matter is not valid YAML, so it cannot be changed here; fix it in the file first`,
          })
        throw error
      }
    },
  )

  route(
    app,
    notesContract.remove,
    { access: 'user', what: 'delete notes' },
    async (request, reply) => {
      const refused = await refusal(viewerOf(request), request.params.id)
      if (!refused.note) return reply.status(refused.status).send(refused.body)
      await store.remove(refused.note)
      return reply.status(204).send(null)
    },
  )
}
