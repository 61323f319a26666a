import type { ConsciousnessMapSchema } from '../consciousness-map'
import { del, get, post, put } from '../endpoint'
import type {
  AddVaultEditorSchema,
  CreateNoteSchema,
  InsightsSchema,
  NoteDetailSchema,
  NoteGraphSchema,
  NoteIdParamsSchema,
  NoteLinkListSchema,
  NoteLinksQuerySchema,
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

/** Obsidian vaults and their notes (docs/obsidian-links.md; decisions 130–137, 172, 173). */
export const notesEndpoints = {
  vaults: get<{ response: typeof VaultListSchema }>('/api/obsidian/vaults'),
  list: get<{ query: typeof NotesQuerySchema; response: typeof NoteSummaryListSchema }>(
    '/api/obsidian/notes',
  ),
  one: get<{ params: typeof NoteIdParamsSchema; response: typeof NoteDetailSchema }>(
    '/api/obsidian/notes/:id',
  ),
  links: get<{ query: typeof NoteLinksQuerySchema; response: typeof NoteLinkListSchema }>(
    '/api/obsidian/links',
  ),
  search: get<{ query: typeof NoteSearchQuerySchema; response: typeof NoteSearchResultListSchema }>(
    '/api/obsidian/search',
  ),
  insights: get<{ response: typeof InsightsSchema }>('/api/obsidian/insights'),
  consciousnessMap: get<{ response: typeof ConsciousnessMapSchema }>(
    '/api/obsidian/consciousness-map',
  ),
  graph: get<{ response: typeof NoteGraphSchema }>('/api/obsidian/graph'),
  create: post<{ body: typeof CreateNoteSchema; response: typeof NoteSchema }>(
    '/api/obsidian/notes',
  ),
  update: put<{
    params: typeof NoteIdParamsSchema
    body: typeof UpdateNoteSchema
    response: typeof NoteSchema
  }>('/api/obsidian/notes/:id'),
  /** Answers 204. */
  remove: del<{ params: typeof NoteIdParamsSchema }>('/api/obsidian/notes/:id'),
  syncAgentZero: post<{
    body: typeof SyncAgentZeroSchema
    response: typeof SyncAgentZeroResultSchema
  }>('/api/obsidian/sync-agent-zero'),
  editors: get<{ params: typeof VaultParamsSchema; response: typeof VaultEditorListSchema }>(
    '/api/obsidian/vaults/:vault/editors',
  ),
  addEditor: post<{
    params: typeof VaultParamsSchema
    body: typeof AddVaultEditorSchema
    response: typeof VaultEditorListSchema
  }>('/api/obsidian/vaults/:vault/editors'),
  /** Answers 204. */
  removeEditor: del<{ params: typeof VaultEditorParamsSchema }>(
    '/api/obsidian/vaults/:vault/editors/:userId',
  ),
}
