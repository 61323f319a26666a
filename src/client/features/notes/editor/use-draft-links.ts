import { useMemo } from 'react'
import { useDebouncedValue } from '@/client/lib/use-debounced-value'
import { NOTE_LINKS_MAX, NOTE_MATCH_MAX, type NoteLink } from '@/shared/notes'
import { useNoteLinks } from '../api/get-links'
import { NOTE_MATCH_DEBOUNCE_MS } from '../api/get-notes'
import { wikilinkTargets } from '../wikilinks'

/**
 * The links of a note being edited: those the server resolved when it was saved, plus those
 * typed since, asked of the server together once typing pauses (decisions 118, 123). Past
 * `NOTE_LINKS_MAX` new targets, the rest wait for a save.
 */
export function useDraftLinks(
  vault: string,
  content: string,
  saved: NoteLink[],
  from?: string,
): NoteLink[] {
  const settled = useDebouncedValue(content, NOTE_MATCH_DEBOUNCE_MS)
  const typed = useMemo(
    () =>
      wikilinkTargets(settled)
        .filter(
          (target) =>
            target.length <= NOTE_MATCH_MAX && !saved.some((link) => link.target === target),
        )
        .slice(0, NOTE_LINKS_MAX),
    [settled, saved],
  )
  const answer = useNoteLinks(vault, typed, from)
  const resolved = new Map((answer.data ?? []).map((link) => [link.target, link]))
  return [
    ...saved,
    ...typed.map(
      (target) =>
        resolved.get(target) ?? {
          target,
          id: null,
          title: null,
          attachment: null,
          suggestion: null,
        },
    ),
  ]
}
