import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { notesKeys } from './keys'
import { NOTES_POLL_MS } from './get-notes'

export const noteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: notesKeys.note(id),
    queryFn: ({ signal }) => api(notesEndpoints.one, { params: { id } }, { signal }),
    // Obsidian may change the file at any time; the open note follows like the list does.
    refetchInterval: NOTES_POLL_MS,
    staleTime: NOTES_POLL_MS,
  })

export const useNote = (id: number | null) =>
  useQuery({ ...noteQueryOptions(id ?? 0), enabled: id !== null })
