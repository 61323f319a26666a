import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { NOTES_PAGE_MAX, NOTES_PAGE_SIZE, type NoteSummary } from '@/shared/notes'
import { notesKeys } from './keys'

/** Spec part 2 §7: a vault's notes polled every 20 seconds. */
export const NOTES_POLL_MS = 20_000

/** A page of the list, newest first, and how many notes there are in all. */
export interface NotesPage {
  notes: NoteSummary[]
  total: number
}

/**
 * One page of the notes of a vault, or of every vault when `vault` is undefined, without their
 * bodies (`useNote` gives one with its body). The server answers an unchanged page with 304 and
 * the browser's HTTP cache gives the kept one back (decision 105).
 */
async function fetchNotesPage(
  vault: string | undefined,
  offset: number,
  signal: AbortSignal,
  limit?: number,
): Promise<NotesPage> {
  const params = new URLSearchParams()
  if (vault) params.set('vault', vault)
  if (limit) params.set('limit', String(limit))
  if (offset) params.set('offset', String(offset))
  let total = 0
  const notes = await apiRequest<NoteSummary[]>(
    'GET',
    `/api/obsidian/notes${params.size ? `?${params}` : ''}`,
    undefined,
    {
      signal,
      onResponse: (response) => {
        total = Number(response.headers.get('x-total-count'))
      },
    },
  )
  return { notes, total: Number.isFinite(total) ? Math.max(total, notes.length) : notes.length }
}

/**
 * What screens that pick or link notes by title read (the editor's picker and wikilink
 * completion, the lattice's link resolution): the newest 500, the largest page, so a vault of
 * ordinary size is known whole while the default page stays small.
 */
export const NOTES_INDEX_LIMIT = NOTES_PAGE_MAX

/** The newest page: the server's default size (the home tab, the map) or `limit` notes. */
export const notesQueryOptions = (vault?: string, limit?: number) =>
  queryOptions({
    queryKey: notesKeys.notes(vault, limit),
    queryFn: ({ signal }) => fetchNotesPage(vault, 0, signal, limit),
    refetchInterval: NOTES_POLL_MS,
    staleTime: NOTES_POLL_MS,
  })

export const useNotes = (vault?: string, enabled = true, limit?: number) =>
  useQuery({ ...notesQueryOptions(vault, limit), enabled })

/** Page after page on demand; a poll refetches every page loaded so far, as TanStack does. */
export const notesPagesQueryOptions = (vault?: string) =>
  infiniteQueryOptions({
    queryKey: notesKeys.pages(vault),
    queryFn: ({ pageParam, signal }) => fetchNotesPage(vault, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: NotesPage, pages: NotesPage[]) => {
      const loaded = pages.length * NOTES_PAGE_SIZE
      return last.notes.length === NOTES_PAGE_SIZE && loaded < last.total ? loaded : undefined
    },
    refetchInterval: NOTES_POLL_MS,
    staleTime: NOTES_POLL_MS,
  })

/**
 * The list people browse (the archive). A note saved between two pages' refetches moves the
 * later pages by one: the same note can come twice, so it is kept once.
 */
export function useNotePages(vault?: string) {
  const query = useInfiniteQuery(notesPagesQueryOptions(vault))
  const seen = new Set<number>()
  const notes = (query.data?.pages ?? [])
    .flatMap((page) => page.notes)
    .filter((note) => !seen.has(note.id) && Boolean(seen.add(note.id)))
  return { ...query, notes, total: query.data?.pages.at(-1)?.total ?? 0 }
}
