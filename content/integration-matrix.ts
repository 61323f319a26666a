/**
 * The nine integrations of the System Enhancements matrix
 * (docs/product/dashboards-and-operations.md). The original product's matrix is static; ours
 * names, for each integration, the integrity checks whose results decide its state on screen.
 * `level` says how far the integration goes: the ChatGPT portals stay "partial" because the
 * context is handed over by copy and paste, not through an API.
 */
export interface Integration {
  id: string
  name: string
  connects: string
  level: 'complete' | 'partial'
  /** Integrity check ids (GET /api/agent-zero/checks); empty when none exists. */
  checks: string[]
}

export const integrations: Integration[] = [
  {
    id: 'ai-models',
    name: 'AI models',
    connects:
      'Personas, tutors and Agent Zero ↔ any OpenAI-compatible model, or the offline engine',
    level: 'complete',
    checks: ['ai-provider'],
  },
  {
    id: 'database',
    name: 'Database',
    connects: 'Every module ↔ PGlite or PostgreSQL, with the same migrations',
    level: 'complete',
    checks: ['database'],
  },
  {
    id: 'live-events',
    name: 'Live events',
    connects: 'Board, agents and observations ↔ browsers (SSE) and other instances (LISTEN/NOTIFY)',
    level: 'complete',
    checks: ['event-stream'],
  },
  {
    id: 'quick-search',
    name: 'Quick search',
    connects: 'Screens, sections, API and documents ↔ the search index',
    level: 'complete',
    checks: ['search-index'],
  },
  {
    id: 'message-board',
    name: 'Message board',
    connects: 'People and agents ↔ posts, replies and reactions',
    level: 'complete',
    checks: ['consistency'],
  },
  {
    id: 'persona-memory',
    name: 'Persona memory',
    connects: 'Persona chat ↔ remembered facts and saved conversations',
    level: 'complete',
    checks: ['consistency'],
  },
  {
    id: 'storage',
    name: 'Data directory',
    connects: 'Embedded database, uploads and vaults ↔ the disk',
    level: 'complete',
    checks: ['disk-space', 'vaults'],
  },
  {
    id: 'scheduler',
    name: 'Scheduler',
    connects: 'Auto messaging and clean-ups ↔ one instance per tick',
    level: 'complete',
    checks: [],
  },
  {
    id: 'chatgpt-portals',
    name: 'ChatGPT portals',
    connects: "Expert contexts ↔ ChatGPT, copied into the portal's chat by hand",
    level: 'partial',
    checks: [],
  },
]
