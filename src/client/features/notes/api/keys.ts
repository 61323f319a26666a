import type { QueryClient } from '@tanstack/react-query'
import { queryKeyOf } from '@/client/lib/api'
import { notesEndpoints } from '@/shared/endpoints/notes'

/** Every notes query key starts with its endpoint's path (decision 185). */
export const notesKeys = {
  vaults: queryKeyOf(notesEndpoints.vaults),
  notes: (vault?: string, q?: string) => queryKeyOf(notesEndpoints.list, { query: { vault, q } }),
  // The paged list is an infinite query: its key must differ from the first page's.
  pages: (vault?: string) =>
    [...queryKeyOf(notesEndpoints.list, { query: { vault } }), 'pages'] as const,
  note: (id: number) => queryKeyOf(notesEndpoints.one, { params: { id } }),
  links: (vault: string, targets: string[], from?: string) =>
    queryKeyOf(notesEndpoints.links, { query: { vault, target: targets, from } }),
  search: (term: string) => queryKeyOf(notesEndpoints.search, { query: { term } }),
  insights: queryKeyOf(notesEndpoints.insights),
  graph: queryKeyOf(notesEndpoints.graph),
  consciousnessMap: queryKeyOf(notesEndpoints.consciousnessMap),
  editors: (vault: string) => queryKeyOf(notesEndpoints.editors, { params: { vault } }),
  settings: (vault: string) => queryKeyOf(notesEndpoints.settings, { params: { vault } }),
}

const notesPaths = new Set<unknown>(Object.values(notesEndpoints).map((endpoint) => endpoint.path))

/** Whether a query asks one of the notes endpoints. */
export const isNotesQuery = (query: { queryKey: readonly unknown[] }) =>
  notesPaths.has(query.queryKey[0])

/** After a write: vaults, lists, notes, search, insights, the graph and the map all refetch. */
export const invalidateNotes = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: isNotesQuery })

/**
 * 'Sign in to …' (401), validation messages (400) and "read-only for you" (403) are worth
 * showing as they are.
 */
export const isTellingError = (status: number | undefined) =>
  status === 400 || status === 401 || status === 403
