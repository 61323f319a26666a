import { plural } from '@/shared/plural'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ConsciousnessMapSchema, consciousnessMap, observedCount } from '@/shared/consciousness-map'
import { notesContract } from '@/shared/contract/notes'
import { InsightsSchema, NoteGraphSchema, NoteSummaryListSchema } from '@/shared/notes'
import { route } from '../../route'
import { requireAdmin, requireUser } from '../auth/service'
import { recordActivity } from '../learning/service'
import { observe } from '../observer/service'
import {
  backlinksOf,
  markObserved,
  usernames,
  vaultCounts,
  countNotes,
  findNote,
  graph,
  insights,
  noteOutlines,
  notesPage,
  resolveLinks,
  resolveTargets,
  searchNotes,
  toNote,
  toNoteSummary,
  type NoteRow,
} from './service'
import { sendCached, vaultReadCaches } from './read-caches'
import { FrontMatterUnreadable } from './parse-note'
import { NoteConflict, VaultStore } from './vault-store'
import {
  canReadVault,
  canWriteVault,
  editedVaults,
  isPersonalVault,
  noteViewer,
  ownVault,
  personalOwner,
  personalVault,
  type NoteViewer,
} from './vault-access'
import { vaultEditorRoutes } from './vault-editors'
import { vaultSettingsRoutes } from './vault-settings'
import { vaultFileRoutes } from './vault-file'
import { notesSearchFinder } from './search-source'
import { notesFinder } from './knowledge-source'
import { announcement } from './notes-changes'

const NO_NOTE = { message: 'No such note' }
const READ_ONLY = (vault: string) => ({
  message: `The vault "${vault}" is read-only for you: only administrators and the editors they name can change it.`,
})

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const store = new VaultStore(db, app.config.vaultsDir, app.log.child({ module: 'vaults' }))
  await store.start(true, Boolean(app.config.databaseUrl))
  app.decorate('vaults', store)
  app.addHook('onClose', () => store.stop())

  // Lists, the graph and the insights are polled by every open notes screen.
  const cached = vaultReadCaches(store, app.events)
  // Every instance empties its note caches on a change any of them made or saw (decision 137).
  store.onChange(
    (notes) =>
      void app.events
        .publish('notes-changed', announcement(notes))
        .catch((error: unknown) => app.log.warn({ err: error }, 'notes change not announced')),
  )

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

  // Notes are found by quick search: shared ones by everyone, a personal one by its owner.
  app.quickSearch.addFinder(notesSearchFinder(db, app.events))

  // The AI engine looks the notes up for each question it answers.
  app.ai.knowledge.addFinder(notesFinder(db, app.log))
  app.integrity.add({
    id: 'vaults',
    name: 'Vault folders readable, index matches the files',
    async run() {
      const mismatches = await store.compare()
      const vaults = await store.vaults()
      return {
        passed: mismatches.length === 0,
        detail: mismatches.length
          ? mismatches.join('; ')
          : `${plural(vaults.length, 'vault')} readable; every file indexed`,
      }
    },
  })

  route(app, notesContract.vaults, { access: 'public' }, async (request) => {
    const viewer = viewerOf(request)
    const own = ownVault(viewer)
    const readable = (await store.allVaults()).filter(
      (name) => !isPersonalVault(name) || viewer.admin || name === own,
    )
    // The shared vaults, then "My notes" (even before its first note), then, for
    // administrators, other people's.
    const names = [
      ...readable.filter((name) => !isPersonalVault(name)),
      ...(own ? [own] : []),
      ...readable.filter((name) => isPersonalVault(name) && name !== own),
    ]
    const counts = new Map<string, { notes: number; observed: number }>(
      JSON.parse(
        await cached.counts.get(names.join('\n'), async () => [...(await vaultCounts(db, names))]),
      ),
    )
    const edited = viewer.user && !viewer.admin ? await editedVaults(db, viewer.user.id) : null
    const owners = await usernames(
      db,
      names.map(personalOwner).filter((id) => id !== undefined),
    )
    return names.map((name) => {
      const noteCount = counts.get(name)?.notes ?? 0
      const observedCount = counts.get(name)?.observed ?? 0
      const owner = personalOwner(name)
      const personal = owner !== undefined
      return {
        id: name,
        name: !personal
          ? name
          : name === own
            ? 'My notes'
            : `${owners.get(owner) ?? `person ${owner}`}'s notes`,
        description: personal
          ? `Personal vault with ${plural(noteCount, 'note')}: only its owner and administrators read it`
          : `Obsidian vault in ${name}/ with ${plural(noteCount, 'note')}`,
        noteCount,
        lastSync: store.lastSync.get(name)?.toISOString() ?? null,
        agentZeroIntegrated: observedCount > 0,
        consciousnessMapped: noteCount > 0 && observedCount === noteCount,
        personal,
        canWrite: Boolean(
          viewer.user && (viewer.admin || name === own || (!personal && edited?.has(name))),
        ),
      }
    })
  })

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

  vaultEditorRoutes(app, store)
  vaultSettingsRoutes(app, store)
  vaultFileRoutes(app, store)

  // One note is an edit of that note (its vault's writers); every note at once is an operator
  // action (decisions 111, 130). The body says which, so the guard runs once it is read.
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

// app.ts registers it unencapsulated (fastify-plugin, decision 160) so other modules reach `app.vaults`.
export const notesRoutes = routes
