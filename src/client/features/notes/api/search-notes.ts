import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { MIN_SEARCH_CHARS } from '../note-format'
import { notesKeys } from './keys'

export const searchNotesQueryOptions = (term: string) =>
  queryOptions({
    queryKey: notesKeys.search(term),
    queryFn: ({ signal }) => api(notesEndpoints.search, { query: { term } }, { signal }),
    staleTime: 30_000,
  })

/**
 * Ranked search; it runs only for a term of at least 3 characters
 * (docs/product/notes-and-vaults.md).
 */
export function useSearchNotes(term: string) {
  const trimmed = term.trim()
  return useQuery({
    ...searchNotesQueryOptions(trimmed),
    enabled: trimmed.length >= MIN_SEARCH_CHARS,
  })
}
