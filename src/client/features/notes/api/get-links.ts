import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { notesKeys } from './keys'

/**
 * Where `targets` lead in `vault`, asked of the server in one request: the rule a saved note's
 * links follow, for the links typed since (decision 124). The last answer stays while the
 * next is asked, so links already resolved do not flicker to broken.
 */
export function useNoteLinks(vault: string, targets: string[], from?: string) {
  return useQuery({
    queryKey: notesKeys.links(vault, targets, from),
    queryFn: ({ signal }) =>
      api(notesEndpoints.links, { query: { vault, target: targets, from } }, { signal }),
    enabled: targets.length > 0,
    placeholderData: keepPreviousData,
  })
}
