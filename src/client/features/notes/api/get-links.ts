import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { NoteLink } from '@/shared/notes'
import { notesKeys } from './keys'

/**
 * Where `targets` lead in `vault`, asked of the server in one request: the rule a saved note's
 * links follow, for the links typed since (decision 124). The last answer stays while the
 * next is asked, so links already resolved do not flicker to broken.
 */
export function useNoteLinks(vault: string, targets: string[], from?: string) {
  return useQuery({
    queryKey: notesKeys.links(vault, targets, from),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ vault })
      if (from) params.set('from', from)
      for (const target of targets) params.append('target', target)
      return apiRequest<NoteLink[]>('GET', `/api/obsidian/links?${params}`, undefined, { signal })
    },
    enabled: targets.length > 0,
    placeholderData: keepPreviousData,
  })
}
