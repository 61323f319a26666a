import type { QueryClient } from '@tanstack/react-query'

/** Every notes query key starts with its endpoint, so one predicate refreshes them all. */
export const notesKeys = {
  vaults: ['/api/obsidian/vaults'] as const,
  notes: (vault?: string, q?: string) =>
    ['/api/obsidian/notes', { vault: vault ?? null, q: q ?? null }] as const,
  pages: (vault?: string) =>
    ['/api/obsidian/notes', { vault: vault ?? null, paged: true }] as const,
  note: (id: number) => ['/api/obsidian/notes', id] as const,
  links: (vault: string, targets: string[], from?: string) =>
    ['/api/obsidian/links', vault, targets, from ?? ''] as const,
  search: (term: string) => ['/api/obsidian/search', term] as const,
  insights: ['/api/obsidian/insights'] as const,
  graph: ['/api/obsidian/graph'] as const,
  consciousnessMap: ['/api/obsidian/consciousness-map'] as const,
}

/** After a write: vaults, lists, notes, search, insights, the graph and the map all refetch. */
export const invalidateNotes = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('/api/obsidian/'),
  })

/**
 * 'Sign in to …' (401), validation messages (400) and "read-only for you" (403) are worth
 * showing as they are.
 */
export const isTellingError = (status: number | undefined) =>
  status === 400 || status === 401 || status === 403
