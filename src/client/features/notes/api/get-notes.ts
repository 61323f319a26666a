import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { useDebouncedValue } from '@/client/lib/use-debounced-value'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { NOTE_MATCH_MAX, NOTES_PAGE_SIZE, type NoteSummary } from '@/shared/notes'
import { notesKeys } from './keys'

/** docs/product/notes-and-vaults.md: a vault's notes polled every 20 seconds. */
export const NOTES_POLL_MS = 20_000

/** A page of the list, newest first, and how many notes there are in all (or match `q`). */
export interface NotesPage {
  notes: NoteSummary[]
  total: number
  /** The search this page answers; none for the newest notes. */
  q?: string
}

/**
 * One page of the notes of a vault, or of every vault when `vault` is undefined, without their
 * bodies (`useNote` gives one with its body). The server answers an unchanged page with 304 and
 * the browser's HTTP cache gives the kept one back (decision 105).
 */
async function fetchNotesPage(
  { vault, q, offset }: { vault?: string; q?: string; offset?: number },
  signal: AbortSignal,
): Promise<NotesPage> {
  let total = 0
  const notes = await api(
    notesEndpoints.list,
    { query: { vault: vault || undefined, q: q || undefined, offset: offset || undefined } },
    {
      signal,
      onResponse: (response) => {
        total = Number(response.headers.get('x-total-count'))
      },
    },
  )
  return {
    notes,
    total: Number.isFinite(total) ? Math.max(total, notes.length) : notes.length,
    ...(q ? { q } : {}),
  }
}

/**
 * The first page: the newest notes, or with `q` those whose title, path or tag contains it,
 * best first, of the server's default size (the home tab, the map, the picker). A note's own
 * `[[links]]` come resolved with it (`useNote`, decision 118).
 */
export const notesQueryOptions = (vault?: string, q?: string) =>
  queryOptions({
    queryKey: notesKeys.notes(vault, q),
    queryFn: ({ signal }) => fetchNotesPage({ vault, q }, signal),
    refetchInterval: NOTES_POLL_MS,
    staleTime: NOTES_POLL_MS,
  })

export const useNotes = (vault?: string, enabled = true) =>
  useQuery({ ...notesQueryOptions(vault), enabled })

/** How long typing pauses before the server is asked for matching notes. */
export const NOTE_MATCH_DEBOUNCE_MS = 200

/**
 * The notes someone looks for by name (the editor's picker and wikilink completion): the newest
 * page while `text` is blank, else the server's matches for it, asked once typing pauses, with
 * the last answer kept on screen meanwhile (decision 113).
 */
export function useNoteMatches(vault: string | undefined, text: string, enabled = true) {
  const q = useDebouncedValue(text.trim().slice(0, NOTE_MATCH_MAX), NOTE_MATCH_DEBOUNCE_MS)
  return useQuery({
    ...notesQueryOptions(vault, q || undefined),
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** Page after page on demand; a poll refetches every page loaded so far, as TanStack does. */
export const notesPagesQueryOptions = (vault?: string) =>
  infiniteQueryOptions({
    queryKey: notesKeys.pages(vault),
    queryFn: ({ pageParam, signal }) => fetchNotesPage({ vault, offset: pageParam }, signal),
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
