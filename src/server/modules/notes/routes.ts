import { count, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ConsciousnessMapSchema, consciousnessMap } from '@/shared/consciousness-map'
import { ErrorResponseSchema } from '@/shared/errors'
import {
  CreateNoteSchema,
  InsightsSchema,
  NoteDetailSchema,
  NoteLinkSchema,
  NoteLinksQuerySchema,
  NOTE_LINKS_MAX,
  NoteGraphSchema,
  NoteIdParamsSchema,
  NoteSchema,
  NoteSearchQuerySchema,
  NoteSearchResultSchema,
  NoteSummarySchema,
  NotesQuerySchema,
  SyncAgentZeroResultSchema,
  SyncAgentZeroSchema,
  UpdateNoteSchema,
  VaultSchema,
} from '@/shared/notes'
import { vaultNotes } from '../../db/schema/index'
import { adminOnly } from '../auth/admin'
import { recordActivity } from '../learning/service'
import { observe } from '../observer/service'
import {
  allNotes,
  backlinksOf,
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
} from './service'
import { NOTES_CHANGED, sendCached, vaultReadCaches } from './read-caches'
import { FrontMatterUnreadable } from './parse-note'
import { NoteConflict, VaultStore } from './vault-store'

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema }
const SIGN_IN = (what: string) => `Sign in to ${what}.`

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
    () =>
      void app.events
        .publish(NOTES_CHANGED, {})
        .catch((error: unknown) => app.log.warn({ err: error }, 'notes change not announced')),
  )

  // Notes join the AI engine's knowledge; it re-reads them when the vaults change.
  await app.ai.knowledge.addSource({
    name: 'notes',
    load: async () =>
      (await allNotes(db)).map((note) => ({
        id: `note:${note.id}`,
        title: note.title,
        text: note.content
          .replace(/[#*_`>[\]]/g, ' ')
          .replace(/\s+/g, ' ')
          .slice(0, 4000),
        path: `/knowledge-editor?note=${note.id}`,
        kind: 'note' as const,
      })),
  })
  store.onChange(
    () =>
      void app.ai.knowledge
        .rebuild()
        .catch((error: unknown) => app.log.warn({ err: error }, 'knowledge rebuild failed')),
  )
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
          : `${vaults.length} vault(s) readable; every file indexed`,
      }
    },
  })

  app.get(
    '/api/obsidian/vaults',
    {
      schema: {
        tags: ['notes'],
        summary: 'Vaults under VAULTS_DIR with their note counts',
        response: { 200: z.array(VaultSchema) },
      },
    },
    async () => {
      const names = await store.vaults()
      const counts = names.length
        ? await db
            .select({
              vault: vaultNotes.vault,
              n: count(),
              observed: count(vaultNotes.agentZeroObserved),
            })
            .from(vaultNotes)
            .where(inArray(vaultNotes.vault, names))
            .groupBy(vaultNotes.vault)
        : []
      const observed = names.length
        ? await db
            .select({ vault: vaultNotes.vault, n: count() })
            .from(vaultNotes)
            .where(eq(vaultNotes.agentZeroObserved, true))
            .groupBy(vaultNotes.vault)
        : []
      return names.map((name) => {
        const noteCount = Number(counts.find((c) => c.vault === name)?.n ?? 0)
        const observedCount = Number(observed.find((c) => c.vault === name)?.n ?? 0)
        return {
          id: name,
          name,
          description: `Obsidian vault in ${name}/ with ${noteCount} note(s)`,
          noteCount,
          lastSync: store.lastSync.get(name)?.toISOString() ?? null,
          agentZeroIntegrated: observedCount > 0,
          consciousnessMapped: noteCount > 0 && observedCount === noteCount,
        }
      })
    },
  )

  app.get(
    '/api/obsidian/notes',
    {
      schema: {
        tags: ['notes'],
        summary:
          'A page of the notes of a vault (or all), newest first, without their bodies (each has ' +
          'an excerpt; `GET /api/obsidian/notes/{id}` gives the body). With `q`, only the notes ' +
          'whose title, path or a tag contains it, the title that is `q` first, then titles ' +
          'beginning with it. `X-Total-Count` gives how many notes there are (or match). ' +
          'Answers 304 to a matching If-None-Match.',
        querystring: NotesQuerySchema,
        response: { 200: z.array(NoteSummarySchema), 304: z.null(), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit, offset, q } = request.query
      const filter = { vault: request.query.vault || undefined, q }
      const cache = q ? cached.matches : cached.lists
      // Keys are bounded: JsonCache keeps at most its last 100 entries (at most 500 notes each).
      const key = q ? `${filter.vault ?? ''}\n${q}` : (filter.vault ?? '')
      const [page, total] = await Promise.all([
        cache.entry(`${key}\n${limit}\n${offset}`, async () =>
          z
            .array(NoteSummarySchema)
            .parse((await notesPage(db, filter, limit, offset)).map(toNoteSummary)),
        ),
        cache.entry(`${key}\ncount`, () => countNotes(db, filter)),
      ])
      reply.header('x-total-count', total.json)
      // The tag names the total too: a note removed past this page changes the count only.
      return sendCached(request, reply, page, `${page.etag.slice(0, -1)}-${total.json}"`)
    },
  )

  app.get(
    '/api/obsidian/notes/:id',
    {
      schema: {
        tags: ['notes'],
        summary:
          'One note with its backlinks and its links resolved (in the order of `connections`; ' +
          '`id` null when no note of its vault has that name)',
        params: NoteIdParamsSchema,
        response: { 200: NoteDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await findNote(db, request.params.id)
      if (!note) return reply.status(404).send({ message: 'No such note' })
      const [backlinks, links] = await Promise.all([backlinksOf(db, note), resolveLinks(db, note)])
      return { ...toNote(note), backlinks, links }
    },
  )

  app.get(
    '/api/obsidian/links',
    {
      schema: {
        tags: ['notes'],
        summary:
          "Where `[[link]]` targets lead in a vault, by the rule a saved note's links follow, in " +
          'the order given, from the note at `from` (its folder wins among equal names): a note ' +
          '(`id`), an attachment (`attachment`) or neither: for the links typed since a ' +
          `note was saved. Repeat \`target\` for each, at most ${NOTE_LINKS_MAX}.`,
        querystring: NoteLinksQuerySchema,
        response: { 200: z.array(NoteLinkSchema), 400: ErrorResponseSchema },
      },
    },
    async (request) =>
      resolveTargets(db, request.query.vault, request.query.target, request.query.from),
  )

  app.get(
    '/api/obsidian/search',
    {
      schema: {
        tags: ['notes'],
        summary: 'Full-text search over notes (at least 3 characters)',
        querystring: NoteSearchQuerySchema,
        response: { 200: z.array(NoteSearchResultSchema), 400: ErrorResponseSchema },
      },
    },
    async (request) => searchNotes(db, request.query.term),
  )

  app.get(
    '/api/obsidian/insights',
    {
      schema: {
        tags: ['notes'],
        summary:
          'Most-linked notes, orphans, broken links, tags and growth, over every vault. ' +
          'Answers 304 to a matching If-None-Match.',
        response: { 200: InsightsSchema, 304: z.null() },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cached.whole.entry('insights', async () => InsightsSchema.parse(await insights(db))),
      ),
  )

  app.get(
    '/api/obsidian/consciousness-map',
    {
      schema: {
        tags: ['notes'],
        summary:
          'Consciousness levels, what Agent Zero has observed, tag clusters and the wikilinks ' +
          'that bridge tags, over every note of every vault. Answers 304 to a matching ' +
          'If-None-Match.',
        response: { 200: ConsciousnessMapSchema, 304: z.null() },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cached.whole.entry('consciousness-map', async () =>
          ConsciousnessMapSchema.parse(consciousnessMap(await noteOutlines(db))),
        ),
      ),
  )

  app.get(
    '/api/obsidian/graph',
    {
      schema: {
        tags: ['notes'],
        summary:
          'Notes and their wikilinks as a graph, over every vault. Answers 304 to a matching ' +
          'If-None-Match.',
        response: { 200: NoteGraphSchema, 304: z.null() },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cached.whole.entry('graph', async () => NoteGraphSchema.parse(await graph(db))),
      ),
  )

  app.post(
    '/api/obsidian/notes',
    {
      schema: {
        tags: ['notes'],
        summary: 'Create a note: writes a Markdown file with front matter into the vault',
        body: CreateNoteSchema,
        response: { 201: NoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: SIGN_IN('create notes') })
      const row = await store.create(request.body)
      if (!row)
        return reply.status(404).send({ message: `vault: no vault called "${request.body.vault}"` })
      await recordActivity(db, { userId: request.user.id, kind: 'note-created' }).catch(
        (error: unknown) => request.log.warn({ err: error }, 'learning activity not recorded'),
      )
      return reply.status(201).send(toNote(row))
    },
  )

  app.put(
    '/api/obsidian/notes/:id',
    {
      schema: {
        tags: ['notes'],
        summary:
          'Save a note: the file changes only where the edit does (front matter kept as ' +
          'written); a new title renames the file and keeps the id. Send the `version` the edit ' +
          'was made on: a file changed on disk since answers 409 with the current note.',
        params: NoteIdParamsSchema,
        body: UpdateNoteSchema,
        response: {
          200: NoteSchema,
          ...errors,
          409: ErrorResponseSchema.extend({ current: NoteSchema.nullable() }),
        },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: SIGN_IN('edit notes') })
      const note = await findNote(db, request.params.id)
      if (!note) return reply.status(404).send({ message: 'No such note' })
      try {
        return toNote(await store.update(note, request.body))
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

  app.delete(
    '/api/obsidian/notes/:id',
    {
      schema: {
        tags: ['notes'],
        summary: 'Delete a note and its file',
        params: NoteIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: SIGN_IN('delete notes') })
      const note = await findNote(db, request.params.id)
      if (!note) return reply.status(404).send({ message: 'No such note' })
      await store.remove(note)
      return reply.status(204).send(null)
    },
  )

  const everyNoteGate = adminOnly(app, 'sync every note with Agent Zero')
  app.post(
    '/api/obsidian/sync-agent-zero',
    {
      schema: {
        tags: ['notes'],
        summary: 'Let Agent Zero observe one note, or every note (administrators)',
        body: SyncAgentZeroSchema,
        response: { 200: SyncAgentZeroResultSchema, ...errors, 403: ErrorResponseSchema },
      },
      // One note is an edit any signed-in user may make; every note at once is not (decision 111).
      preHandler: async (request, reply) => {
        if (!request.body?.noteId) return everyNoteGate(request, reply)
      },
    },
    async (request, reply) => {
      if (!request.user)
        return reply.status(401).send({ message: SIGN_IN('sync notes with Agent Zero') })
      const noteId = request.body?.noteId
      if (noteId && !(await findNote(db, noteId)))
        return reply.status(404).send({ message: 'noteId: no such note' })
      const observed = await db
        .update(vaultNotes)
        .set({
          agentZeroObserved: true,
          ...(noteId && request.body?.consciousnessLevel
            ? { consciousnessLevel: request.body.consciousnessLevel }
            : {}),
        })
        .where(noteId ? eq(vaultNotes.id, noteId) : undefined)
        .returning({ id: vaultNotes.id })
      const found = await insights(db)
      await observe(app, {
        type: 'notes-sync',
        data: { notesObserved: observed.length, noteId: noteId ?? null },
        observation: `Agent Zero observed ${observed.length} note(s).`,
      })
      return { notesObserved: observed.length, consciousnessInsights: found.insights }
    },
  )
}

// Registered at the root (like fastify-plugin) so other modules reach `app.vaults`.
export const notesRoutes = Object.assign(routes, { [Symbol.for('skip-override')]: true })
