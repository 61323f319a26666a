import { plural } from '@/shared/plural'
import type { FastifyInstance } from 'fastify'
import { observedCount } from '@/shared/consciousness-map'
import { notesContract } from '@/shared/contract/notes'
import { route } from '../../route'
import { requireAdmin, requireUser } from '../auth/service'
import { observe } from '../observer/service'
import type { NotesContext } from './notes-context'
import { insights, markObserved, noteOutlines } from './service'

/**
 * Agent Zero's sync: one note is an edit of that note (its vault's writers); every note at once
 * is an operator action (decisions 111, 130). The body says which, so the guard runs once it is
 * read.
 */
export function agentZeroSyncRoute(app: FastifyInstance, notes: NotesContext) {
  const { db, viewerOf, scopeOf, refusal } = notes
  const oneNoteGate = requireUser({ what: 'sync notes with Agent Zero' })
  const everyNoteGate = requireAdmin(app, { what: 'sync every note with Agent Zero' })
  route(
    app,
    notesContract.syncAgentZero,
    {
      access: 'public',
      preHandler: async (request, reply) => {
        const body = request.body as { noteId?: number } | null | undefined
        return body?.noteId ? oneNoteGate(request, reply) : everyNoteGate(request, reply)
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request)
      const noteId = request.body?.noteId
      if (noteId) {
        const refused = await refusal(viewer, noteId)
        if (!refused.note)
          return reply
            .status(refused.status)
            .send(refused.status === 404 ? { message: 'noteId: no such note' } : refused.body)
      }
      const scope = scopeOf(viewer)
      // Every note means the notes the consciousness map counts (the shared vaults and the
      // viewer's own), and the figure is the map's, so the two never disagree.
      let notesObserved: number
      if (noteId) {
        notesObserved = await markObserved(db, { noteId }, request.body?.consciousnessLevel)
      } else {
        await markObserved(db, { personal: scope })
        notesObserved = observedCount(await noteOutlines(db, scope))
      }
      const found = await insights(db, scope)
      await observe(app, {
        type: 'notes-sync',
        data: { notesObserved, noteId: noteId ?? null },
        observation: `Agent Zero observed ${plural(notesObserved, 'note')}.`,
      })
      return { notesObserved, consciousnessInsights: found.insights }
    },
  )
}
