import type { FastifyInstance } from 'fastify'
import { ConsciousnessMapSchema, consciousnessMap } from '@/shared/consciousness-map'
import { notesContract } from '@/shared/contract/notes'
import { InsightsSchema, NoteGraphSchema, NoteSummaryListSchema } from '@/shared/notes'
import { route } from '../../route'
import { NO_NOTE, type NotesContext } from './notes-context'
import { sendCached } from './read-caches'
import {
  backlinksOf,
  countNotes,
  graph,
  insights,
  noteOutlines,
  notesPage,
  resolveLinks,
  resolveTargets,
  searchNotes,
  toNote,
  toNoteSummary,
} from './service'
import { canReadVault } from './vault-access'

/** Reading notes: lists, one note, links, search, and the views over every note. */
export function noteReadRoutes(app: FastifyInstance, notes: NotesContext) {
  const { db, cached, viewerOf, scopeOf, readableNote, scoped } = notes

  route(app, notesContract.list, { access: 'public' }, async (request, reply) => {
    const { limit, offset, q } = request.query
    const viewer = viewerOf(request)
    const vault = request.query.vault || undefined
    // Someone else's personal vault lists as empty, as a vault that does not exist does.
    if (vault && !canReadVault(viewer, vault)) {
      reply.header('x-total-count', '0')
      return []
    }
    const filter = { vault, personal: vault ? undefined : scopeOf(viewer), q }
    const cache = q ? cached.matches : cached.lists
    // Keys are bounded: JsonCache keeps at most its last 100 entries (at most 500 notes each).
    const where = filter.vault ?? `+${filter.personal ?? ''}`
    const key = q ? `${where}\n${q}` : where
    const [page, total] = await Promise.all([
      cache.entry(`${key}\n${limit}\n${offset}`, async () =>
        NoteSummaryListSchema.parse(
          (await notesPage(db, filter, limit, offset)).map(toNoteSummary),
        ),
      ),
      cache.entry(`${key}\ncount`, () => countNotes(db, filter)),
    ])
    reply.header('x-total-count', total.json)
    // The tag names the total too: a note removed past this page changes the count only.
    return sendCached(request, reply, page, `${page.etag.slice(0, -1)}-${total.json}"`)
  })

  route(app, notesContract.one, { access: 'public' }, async (request, reply) => {
    const note = await readableNote(viewerOf(request), request.params.id)
    if (!note) return reply.status(404).send(NO_NOTE)
    const [backlinks, links] = await Promise.all([backlinksOf(db, note), resolveLinks(db, note)])
    return { ...toNote(note), backlinks, links }
  })

  route(app, notesContract.links, { access: 'public' }, async (request) => {
    const { vault, target, from } = request.query
    // A vault the viewer may not read resolves as one without notes.
    if (!canReadVault(viewerOf(request), vault))
      return target.map((name) => ({
        target: name,
        id: null,
        title: null,
        attachment: null,
        suggestion: null,
      }))
    return resolveTargets(db, vault, target, from)
  })

  route(app, notesContract.search, { access: 'public' }, async (request) =>
    searchNotes(db, request.query.term, scopeOf(viewerOf(request))),
  )

  route(app, notesContract.insights, { access: 'public' }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await scoped(request, 'insights', async (scope) =>
        InsightsSchema.parse(await insights(db, scope)),
      ),
    ),
  )

  route(app, notesContract.consciousnessMap, { access: 'public' }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await scoped(request, 'consciousness-map', async (scope) =>
        ConsciousnessMapSchema.parse(consciousnessMap(await noteOutlines(db, scope))),
      ),
    ),
  )

  route(app, notesContract.graph, { access: 'public' }, async (request, reply) =>
    sendCached(
      request,
      reply,
      await scoped(request, 'graph', async (scope) =>
        NoteGraphSchema.parse(await graph(db, scope)),
      ),
    ),
  )
}
