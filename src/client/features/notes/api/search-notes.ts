import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { NoteSearchResult } from '@/shared/notes'
import { MIN_SEARCH_CHARS } from '../note-format'
import { notesKeys } from './keys'

export const searchNotesQueryOptions = (term: string) =>
  queryOptions({
    queryKey: notesKeys.search(term),
    queryFn: ({ signal }) =>
      apiRequest<NoteSearchResult[]>(
        'GET',
        `/api/obsidian/search?term=${encodeURIComponent(term)}`,
        undefined,
        { signal },
      ),
    staleTime: 30_000,
  })

/** Ranked search; it runs only for a term of at least 3 characters (spec part 2 §4, §5). */
export function useSearchNotes(term: string) {
  const trimmed = term.trim()
  return useQuery({
    ...searchNotesQueryOptions(trimmed),
    enabled: trimmed.length >= MIN_SEARCH_CHARS,
  })
}
