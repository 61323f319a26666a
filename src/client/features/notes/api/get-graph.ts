import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { notesKeys } from './keys'
import { NOTES_POLL_MS } from './get-notes'

export const graphQueryOptions = () =>
  queryOptions({
    queryKey: notesKeys.graph,
    queryFn: ({ signal }) => api(notesEndpoints.graph, {}, { signal }),
    refetchInterval: NOTES_POLL_MS,
    staleTime: NOTES_POLL_MS,
  })

export const useNoteGraph = () => useQuery(graphQueryOptions())
