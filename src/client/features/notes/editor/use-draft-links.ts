import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useDebouncedValue } from '@/client/lib/use-debounced-value'
import { NOTE_MATCH_MAX, type NoteLink } from '@/shared/notes'
import { NOTE_MATCH_DEBOUNCE_MS, notesQueryOptions } from '../api/get-notes'
import { wikilinkTargets } from '../wikilinks'
import { resolveTyped } from './draft-links'

/** Links typed since the last save that are looked up at once; more wait for a save. */
const TYPED_LINKS_MAX = 10

/**
 * The links of a note being edited: those the server resolved when it was saved, plus those
 * typed since, each asked of the server's title search once typing pauses (decision 118).
 */
export function useDraftLinks(vault: string, content: string, saved: NoteLink[]): NoteLink[] {
  const settled = useDebouncedValue(content, NOTE_MATCH_DEBOUNCE_MS)
  const typed = useMemo(
    () =>
      wikilinkTargets(settled)
        .filter(
          (target) =>
            target.length <= NOTE_MATCH_MAX && !saved.some((link) => link.target === target),
        )
        .slice(0, TYPED_LINKS_MAX),
    [settled, saved],
  )
  const answers = useQueries({ queries: typed.map((target) => notesQueryOptions(vault, target)) })
  return [
    ...saved,
    ...typed.map((target, i) => resolveTyped(vault, target, answers[i]?.data?.notes ?? [])),
  ]
}
