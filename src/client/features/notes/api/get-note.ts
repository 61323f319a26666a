import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { NoteDetail } from '@/shared/notes'
import { notesKeys } from './keys'
import { NOTES_POLL_MS } from './get-notes'

export const noteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: notesKeys.note(id),
    queryFn: ({ signal }) =>
      apiRequest<NoteDetail>('GET', `/api/obsidian/notes/${id}`, undefined, { signal }),
    // Obsidian may change the file at any time; the open note follows like the list does.
    refetchInterval: NOTES_POLL_MS,
    staleTime: NOTES_POLL_MS,
  })

export const useNote = (id: number | null) =>
  useQuery({ ...noteQueryOptions(id ?? 0), enabled: id !== null })
