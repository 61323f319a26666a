import type { notesSchemas } from '../contract/notes'
import { endpoints } from '../endpoint'

/** Obsidian vaults and their notes (docs/obsidian-links.md; decisions 130–137, 172, 173). */
export const notesEndpoints = endpoints<typeof notesSchemas>({
  vaults: 'GET /api/obsidian/vaults',
  list: 'GET /api/obsidian/notes',
  one: 'GET /api/obsidian/notes/:id',
  links: 'GET /api/obsidian/links',
  search: 'GET /api/obsidian/search',
  insights: 'GET /api/obsidian/insights',
  consciousnessMap: 'GET /api/obsidian/consciousness-map',
  graph: 'GET /api/obsidian/graph',
  create: 'POST /api/obsidian/notes',
  update: 'PUT /api/obsidian/notes/:id',
  remove: 'DELETE /api/obsidian/notes/:id',
  syncAgentZero: 'POST /api/obsidian/sync-agent-zero',
  editors: 'GET /api/obsidian/vaults/:vault/editors',
  addEditor: 'POST /api/obsidian/vaults/:vault/editors',
  removeEditor: 'DELETE /api/obsidian/vaults/:vault/editors/:userId',
  /** An attachment's bytes (images, audio, PDFs a note embeds). */
  file: 'GET /api/obsidian/vaults/:vault/file',
  settings: 'GET /api/obsidian/vaults/:vault/settings',
  changeSettings: 'PUT /api/obsidian/vaults/:vault/settings',
})
