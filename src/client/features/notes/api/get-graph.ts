import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '@/client/lib/api-request'
import type { NoteGraphSchema } from '@/shared/notes'
import { notesKeys } from './keys'
import { NOTES_POLL_MS } from './get-notes'

export type NoteGraph = z.infer<typeof NoteGraphSchema>

export const graphQueryOptions = () =>
  queryOptions({
    queryKey: notesKeys.graph,
    queryFn: ({ signal }) =>
      apiRequest<NoteGraph>('GET', '/api/obsidian/graph', undefined, { signal }),
    refetchInterval: NOTES_POLL_MS,
    staleTime: NOTES_POLL_MS,
  })

export const useNoteGraph = () => useQuery(graphQueryOptions())
