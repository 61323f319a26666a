import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { NOTES_POLL_MS } from './get-notes'
import { notesKeys } from './keys'

/**
 * The map of every note, made on the server by the one link rule (decision 125). Polled with the
 * notes; an unchanged vault answers 304 and the browser's cache gives the kept map back.
 */
export const consciousnessMapQueryOptions = () =>
  queryOptions({
    queryKey: notesKeys.consciousnessMap,
    queryFn: ({ signal }) => api(notesEndpoints.consciousnessMap, {}, { signal }),
    refetchInterval: NOTES_POLL_MS,
    staleTime: NOTES_POLL_MS,
  })

export const useConsciousnessMap = () => useQuery(consciousnessMapQueryOptions())
