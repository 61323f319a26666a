import type * as consciousnessMap from '../consciousness-map'
import { del, get, post, put, read } from '../endpoint'
import type * as notes from '../notes'

/** Obsidian vaults and their notes (docs/obsidian-links.md; decisions 130–137, 172, 173). */
export const notesEndpoints = {
  vaults: read<typeof notes.VaultListSchema>('/api/obsidian/vaults'),
  list: get<{ query: typeof notes.NotesQuerySchema; response: typeof notes.NoteSummaryListSchema }>(
    '/api/obsidian/notes',
  ),
  one: get<{ params: typeof notes.NoteIdParamsSchema; response: typeof notes.NoteDetailSchema }>(
    '/api/obsidian/notes/:id',
  ),
  links: get<{
    query: typeof notes.NoteLinksQuerySchema
    response: typeof notes.NoteLinkListSchema
  }>('/api/obsidian/links'),
  search: get<{
    query: typeof notes.NoteSearchQuerySchema
    response: typeof notes.NoteSearchResultListSchema
  }>('/api/obsidian/search'),
  insights: read<typeof notes.InsightsSchema>('/api/obsidian/insights'),
  consciousnessMap: read<typeof consciousnessMap.ConsciousnessMapSchema>(
    '/api/obsidian/consciousness-map',
  ),
  graph: read<typeof notes.NoteGraphSchema>('/api/obsidian/graph'),
  create: post<{ body: typeof notes.CreateNoteSchema; response: typeof notes.NoteSchema }>(
    '/api/obsidian/notes',
  ),
  update: put<{
    params: typeof notes.NoteIdParamsSchema
    body: typeof notes.UpdateNoteSchema
    response: typeof notes.NoteSchema
  }>('/api/obsidian/notes/:id'),
  /** Answers 204. */
  remove: del<{ params: typeof notes.NoteIdParamsSchema }>('/api/obsidian/notes/:id'),
  syncAgentZero: post<{
    body: typeof notes.SyncAgentZeroSchema
    response: typeof notes.SyncAgentZeroResultSchema
  }>('/api/obsidian/sync-agent-zero'),
  editors: get<{
    params: typeof notes.VaultParamsSchema
    response: typeof notes.VaultEditorListSchema
  }>('/api/obsidian/vaults/:vault/editors'),
  addEditor: post<{
    params: typeof notes.VaultParamsSchema
    body: typeof notes.AddVaultEditorSchema
    response: typeof notes.VaultEditorListSchema
  }>('/api/obsidian/vaults/:vault/editors'),
  /** Answers 204. */
  removeEditor: del<{ params: typeof notes.VaultEditorParamsSchema }>(
    '/api/obsidian/vaults/:vault/editors/:userId',
  ),
}
