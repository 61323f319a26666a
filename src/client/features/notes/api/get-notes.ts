import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { NoteSummary } from '@/shared/notes'
import { notesKeys } from './keys'

/** Spec part 2 §7: a vault's notes polled every 20 seconds. */
export const NOTES_POLL_MS = 20_000

/**
 * The notes of one vault, or of every vault when `vault` is undefined, without their bodies
 * (`useNote` gives one with its body). The server answers an unchanged list with 304 and the
 * browser's HTTP cache gives the kept one back (decision 105).
 */
export const notesQueryOptions = (vault?: string) =>
  queryOptions({
    queryKey: notesKeys.notes(vault),
    queryFn: ({ signal }) =>
      apiRequest<NoteSummary[]>(
        'GET',
        vault ? `/api/obsidian/notes?vault=${encodeURIComponent(vault)}` : '/api/obsidian/notes',
        undefined,
        { signal },
      ),
    refetchInterval: NOTES_POLL_MS,
    staleTime: NOTES_POLL_MS,
  })

export const useNotes = (vault?: string, enabled = true) =>
  useQuery({ ...notesQueryOptions(vault), enabled })
