import { count, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorResponseSchema } from '@/shared/errors'
import {
  CreateNoteSchema,
  InsightsSchema,
  NoteDetailSchema,
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
import { etagMatches, JsonCache } from '../../json-cache'
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
  notesPage,
  searchNotes,
  toNote,
  toNoteSummary,
} from './service'
import { VaultStore } from './vault-store'

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema }
const SIGN_IN = (what: string) => `Sign in to ${what}.`

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const store = new VaultStore(db, app.config.vaultsDir, app.log.child({ module: 'vaults' }))
  await store.start(true)
  app.decorate('vaults', store)
  app.addHook('onClose', () => store.stop())

  // The list is polled by every open notes screen; it changes when a file does (each instance
  // watches the vaults) or when Agent Zero syncs (an event every instance hears).
  const lists = new JsonCache()
  store.onChange(() => lists.clear())
  lists.clearOn(
    app.events,
    (event) =>
      event.type === 'maintenance' ||
      (event.type === 'observation' &&
        (event.data as { type?: unknown } | null)?.type === 'notes-sync'),
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
          'an excerpt; `GET /api/obsidian/notes/{id}` gives the body). `X-Total-Count` gives ' +
          'how many notes there are. Answers 304 to a matching If-None-Match.',
        querystring: NotesQuerySchema,
        response: { 200: z.array(NoteSummarySchema), 304: z.null(), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit, offset } = request.query
      const vault = request.query.vault || undefined
      // Keys are bounded: JsonCache keeps at most its last 100 entries (at most 500 notes each).
      const [page, total] = await Promise.all([
        lists.entry(`${vault ?? ''}\n${limit}\n${offset}`, async () =>
          z
            .array(NoteSummarySchema)
            .parse((await notesPage(db, vault, limit, offset)).map(toNoteSummary)),
        ),
        lists.entry(`${vault ?? ''}\ncount`, () => countNotes(db, vault)),
      ])
      // The tag names the total too: a note removed past this page changes the count only.
      const etag = `${page.etag.slice(0, -1)}-${total.json}"`
      // no-cache: browsers keep the list and ask again with If-None-Match on every poll.
      reply
        .header('etag', etag)
        .header('cache-control', 'no-cache')
        .header('x-total-count', total.json)
      // Undefined, not null: a 304 has no body and no Content-Length.
      if (etagMatches(request.headers['if-none-match'], etag))
        return reply.status(304).send(undefined as never)
      return reply.type('application/json; charset=utf-8').send(page.bytes as never)
    },
  )

  app.get(
    '/api/obsidian/notes/:id',
    {
      schema: {
        tags: ['notes'],
        summary: 'One note with its backlinks',
        params: NoteIdParamsSchema,
        response: { 200: NoteDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await findNote(db, request.params.id)
      if (!note) return reply.status(404).send({ message: 'No such note' })
      return { ...toNote(note), backlinks: await backlinksOf(db, note) }
    },
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
        summary: 'Most-linked notes, orphans, broken links, tags and growth',
        response: { 200: InsightsSchema },
      },
    },
    async () => insights(db),
  )

  app.get(
    '/api/obsidian/graph',
    {
      schema: {
        tags: ['notes'],
        summary: 'Notes and their wikilinks as a graph',
        response: { 200: NoteGraphSchema },
      },
    },
    async () => graph(db),
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
        summary: 'Rewrite a note (renames the file when the title changes)',
        params: NoteIdParamsSchema,
        body: UpdateNoteSchema,
        response: { 200: NoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: SIGN_IN('edit notes') })
      const note = await findNote(db, request.params.id)
      if (!note) return reply.status(404).send({ message: 'No such note' })
      return toNote(await store.update(note, request.body))
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
