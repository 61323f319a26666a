import { z } from 'zod'
import { ConsciousnessMapSchema } from '../consciousness-map'
import { contract, errors, read } from '../endpoint-schema'
import { notesEndpoints } from '../endpoints/notes'
import { ErrorResponseSchema } from '../errors'
import {
  AddVaultEditorSchema,
  CreateNoteSchema,
  InsightsSchema,
  NoteDetailSchema,
  NoteGraphSchema,
  NoteIdParamsSchema,
  NoteLinkListSchema,
  NoteLinksQuerySchema,
  NOTE_LINKS_MAX,
  NoteSchema,
  NoteSearchQuerySchema,
  NoteSearchResultListSchema,
  NoteSummaryListSchema,
  NotesQuerySchema,
  SyncAgentZeroResultSchema,
  SyncAgentZeroSchema,
  UpdateNoteSchema,
  VaultEditorListSchema,
  VaultEditorParamsSchema,
  VaultListSchema,
  VaultParamsSchema,
} from '../notes'

const notModified = { 304: z.null() }

export const notesContract = contract('notes', notesEndpoints, {
  vaults: read('Vaults under VAULTS_DIR with their note counts', VaultListSchema),
  list: {
    summary:
      'A page of the notes of a vault (or all), newest first, without their bodies (each has ' +
      'an excerpt; `GET /api/obsidian/notes/{id}` gives the body). With `q`, only the notes ' +
      'whose title, path or a tag contains it, the title that is `q` first, then titles ' +
      'beginning with it. `X-Total-Count` gives how many notes there are (or match). ' +
      'Answers 304 to a matching If-None-Match.',
    querystring: NotesQuerySchema,
    response: { 200: NoteSummaryListSchema, ...notModified, ...errors(400) },
  },
  one: {
    summary:
      'One note with its backlinks and its links resolved (in the order of `connections`; ' +
      '`id` null when no note of its vault has that name)',
    params: NoteIdParamsSchema,
    response: { 200: NoteDetailSchema, ...errors(400, 404) },
  },
  links: {
    summary:
      "Where link targets lead in a vault, by the rule a saved note's links follow, in " +
      'the order given, from the note at `from` (its folder wins among equal names): a note ' +
      '(`id`), an attachment (`attachment`) or neither: for the links typed since a ' +
      `note was saved. Repeat \`target\` for each, at most ${NOTE_LINKS_MAX}.`,
    querystring: NoteLinksQuerySchema,
    response: { 200: NoteLinkListSchema, ...errors(400) },
  },
  search: {
    summary: 'Full-text search over notes (at least 3 characters)',
    querystring: NoteSearchQuerySchema,
    response: { 200: NoteSearchResultListSchema, ...errors(400) },
  },
  insights: {
    summary:
      'Most-linked notes, orphans, broken links, tags and growth, over every vault. ' +
      'Answers 304 to a matching If-None-Match.',
    response: { 200: InsightsSchema, ...notModified },
  },
  consciousnessMap: {
    summary:
      'Consciousness levels, what Agent Zero has observed, tag clusters and the links ' +
      'that bridge tags, over every note of every vault. Answers 304 to a matching ' +
      'If-None-Match.',
    response: { 200: ConsciousnessMapSchema, ...notModified },
  },
  graph: {
    summary:
      'Notes and their links as a graph, over every vault. Answers 304 to a matching ' +
      'If-None-Match.',
    response: { 200: NoteGraphSchema, ...notModified },
  },
  create: {
    summary:
      'Create a note: writes a Markdown file with front matter into the vault (without ' +
      "`vault`, into the author's personal vault). Shared vaults take notes from " +
      'administrators and their named editors only.',
    body: CreateNoteSchema,
    response: { 201: NoteSchema, ...errors(400, 403, 404) },
  },
  update: {
    summary:
      'Save a note: the file changes only where the edit does (front matter kept as ' +
      'written); a new title renames the file and keeps the id. Send the `version` the edit ' +
      'was made on: a file changed on disk since answers 409 with the current note. 404 for ' +
      'a note the caller may not read, 403 for one they may read but not change.',
    params: NoteIdParamsSchema,
    body: UpdateNoteSchema,
    response: {
      200: NoteSchema,
      ...errors(400, 403, 404),
      409: ErrorResponseSchema.extend({ current: NoteSchema.nullable() }),
    },
  },
  remove: {
    summary:
      'Delete a note and its file. 404 for a note the caller may not read, 403 for one they ' +
      'may read but not change.',
    params: NoteIdParamsSchema,
    response: { 204: z.null(), ...errors(400, 403, 404) },
  },
  syncAgentZero: {
    summary: 'Let Agent Zero observe one note, or every note (administrators)',
    body: SyncAgentZeroSchema,
    response: { 200: SyncAgentZeroResultSchema, ...errors(400, 403, 404) },
  },
  editors: {
    summary: 'The editors of a shared vault (administrators)',
    params: VaultParamsSchema,
    response: { 200: VaultEditorListSchema, ...errors(400, 404) },
  },
  addEditor: {
    summary:
      'Name a person (by username) an editor of a shared vault: they may then create, ' +
      'change and delete its notes (administrators). Answers the editors.',
    params: VaultParamsSchema,
    body: AddVaultEditorSchema,
    response: { 201: VaultEditorListSchema, ...errors(400, 404) },
  },
  removeEditor: {
    summary: 'Stop a person editing a shared vault (administrators)',
    params: VaultEditorParamsSchema,
    response: { 204: z.null(), ...errors(400, 404) },
  },
})
