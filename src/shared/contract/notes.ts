import { z } from 'zod'
import * as consciousnessMap from '../consciousness-map'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { notesEndpoints } from '../endpoints/notes'
import { ErrorResponseSchema } from '../errors'
import { IDEMPOTENCY_TEXT, IdempotencyHeadersSchema } from '../idempotency'
import * as notes from '../notes'

/** A longest note in JSON: up to four bytes a character and its escapes. */
const NOTE_BODY_LIMIT = notes.NOTE_MAX_CHARACTERS * 5

const notModified = { 304: z.null() }

export const notesSchemas = schemas({
  vaults: read('Vaults under VAULTS_DIR with their note counts', notes.VaultListSchema),
  list: {
    summary:
      'A page of the notes of a vault (or all), newest first, without their bodies (each has ' +
      'an excerpt; `GET /api/obsidian/notes/{id}` gives the body). With `q`, only the notes ' +
      'whose title, path or a tag contains it, the title that is `q` first, then titles ' +
      'beginning with it. `X-Total-Count` gives how many notes there are (or match). ' +
      'Answers 304 to a matching If-None-Match.',
    querystring: notes.NotesQuerySchema,
    response: { 200: notes.NoteSummaryListSchema, ...notModified },
  },
  one: {
    summary:
      'One note with its backlinks and its links resolved (in the order of `connections`; ' +
      '`id` null when no note of its vault has that name)',
    params: notes.NoteIdParamsSchema,
    response: { 200: notes.NoteDetailSchema, ...errors(404) },
  },
  links: {
    summary:
      "Where link targets lead in a vault, by the rule a saved note's links follow, in " +
      'the order given, from the note at `from` (its folder wins among equal names): a note ' +
      '(`id`), an attachment (`attachment`) or neither: for the links typed since a ' +
      `note was saved. Repeat \`target\` for each, at most ${notes.NOTE_LINKS_MAX}.`,
    querystring: notes.NoteLinksQuerySchema,
    response: { 200: notes.NoteLinkListSchema },
  },
  search: {
    cost: 'search',
    summary: 'Full-text search over notes (at least 3 characters)',
    querystring: notes.NoteSearchQuerySchema,
    response: { 200: notes.NoteSearchResultListSchema },
  },
  insights: {
    summary:
      'Most-linked notes, orphans, broken links, tags and growth, over every vault. ' +
      'Answers 304 to a matching If-None-Match.',
    response: { 200: notes.InsightsSchema, ...notModified },
  },
  consciousnessMap: {
    summary:
      'Consciousness levels, what Agent Zero has observed, tag clusters and the links ' +
      'that bridge tags, over every note of every vault. Answers 304 to a matching ' +
      'If-None-Match.',
    response: { 200: consciousnessMap.ConsciousnessMapSchema, ...notModified },
  },
  graph: {
    summary:
      'Notes and their links as a graph, over every vault. Answers 304 to a matching ' +
      'If-None-Match.',
    response: { 200: notes.NoteGraphSchema, ...notModified },
  },
  create: {
    bodyLimit: NOTE_BODY_LIMIT,
    summary:
      'Create a note: writes a Markdown file with front matter into the vault (without ' +
      "`vault`, into the author's personal vault). Shared vaults take notes from " +
      'administrators and their named editors only.',
    description: IDEMPOTENCY_TEXT,
    headers: IdempotencyHeadersSchema,
    body: notes.CreateNoteSchema,
    response: { 201: notes.NoteSchema, ...errors(403, 404, 409, 422) },
  },
  update: {
    bodyLimit: NOTE_BODY_LIMIT,
    summary:
      'Save a note: the file changes only where the edit does (front matter kept as ' +
      'written); a new title renames the file and keeps the id. Send the `version` the edit ' +
      'was made on: a file changed on disk since answers 409 with the current note. 404 for ' +
      'a note the caller may not read, 403 for one they may read but not change. A rename ' +
      "rewrites every link to the note in its vault, all or nothing, unless the vault's " +
      '`updateLinksOnRename` is off; `renamedLinks` says what it changed and which linking ' +
      'notes it left (changed on disk since read, read-only).',
    params: notes.NoteIdParamsSchema,
    body: notes.UpdateNoteSchema,
    response: {
      200: notes.NoteSchema,
      ...errors(400, 403, 404),
      409: ErrorResponseSchema.extend({ current: notes.NoteSchema.nullable() }),
    },
  },
  remove: {
    summary:
      'Delete a note and its file. 404 for a note the caller may not read, 403 for one they ' +
      'may read but not change.',
    params: notes.NoteIdParamsSchema,
    response: { 204: z.null(), ...errors(403, 404) },
  },
  syncAgentZero: {
    bodyLimit: NOTE_BODY_LIMIT,
    summary: 'Let Agent Zero observe one note, or every note (administrators)',
    body: notes.SyncAgentZeroSchema,
    response: { 200: notes.SyncAgentZeroResultSchema, ...errors(403, 404) },
  },
  editors: {
    summary: 'The editors of a shared vault (administrators)',
    params: notes.VaultParamsSchema,
    response: { 200: notes.VaultEditorListSchema, ...errors(404) },
  },
  addEditor: {
    summary:
      'Name a person (by username) an editor of a shared vault: they may then create, ' +
      'change and delete its notes (administrators). Answers the editors.',
    params: notes.VaultParamsSchema,
    body: notes.AddVaultEditorSchema,
    response: { 201: notes.VaultEditorListSchema, ...errors(404) },
  },
  removeEditor: {
    summary: 'Stop a person editing a shared vault (administrators)',
    params: notes.VaultEditorParamsSchema,
    response: { 204: z.null(), ...errors(404) },
  },
  file: {
    summary:
      'An attachment of a vault you may read (an image, audio or PDF a note embeds), by its ' +
      'path in the vault; Markdown notes and hidden folders are not served',
    params: notes.VaultParamsSchema,
    querystring: notes.VaultFileQuerySchema,
    response: { 200: z.any().describe('The file bytes'), ...errors(400, 404) },
  },
  settings: {
    summary:
      "A vault's settings: `updateLinksOnRename` (on unless turned off), whether renaming a " +
      'note rewrites the links to it, as Obsidian\'s "Automatically update internal links"',
    params: notes.VaultParamsSchema,
    response: { 200: notes.VaultSettingsSchema, ...errors(404) },
  },
  changeSettings: {
    summary: "Change a vault's settings (whoever may change its notes). Answers the settings.",
    params: notes.VaultParamsSchema,
    body: notes.VaultSettingsSchema,
    response: { 200: notes.VaultSettingsSchema, ...errors(403, 404) },
  },
})

export const notesContract = contract('notes', notesEndpoints, notesSchemas)
