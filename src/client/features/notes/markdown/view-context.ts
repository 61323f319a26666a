import { createContext, useContext } from 'react'
import type { NoteLink } from '@/shared/notes'

/** What every part of a drawn note needs: where its links lead and what ticking a box does. */
export interface NoteViewContext {
  vault: string
  /** Where a link path leads, as the server resolved it (the note detail's `links`). */
  linkOf: (path: string) => NoteLink | undefined
  /** Ticks or clears the box whose character stands at `offset` of the body; absent: read-only. */
  onToggleTask?: (offset: number, checked: boolean) => void
  /** The notes embedding this one, outermost first: a cycle or a chain too deep stops there. */
  chain: number[]
}

export const ViewContext = createContext<NoteViewContext>({
  vault: '',
  linkOf: () => undefined,
  chain: [],
})

export const useView = () => useContext(ViewContext)

/** How deep embeds nest before the view stops (a note embedding itself stops at once). */
export const EMBED_DEPTH = 3

/** A resolver of link paths over the server's answer, ignoring case as Obsidian does. */
export function linkResolver(links: readonly NoteLink[]) {
  const byTarget = new Map<string, NoteLink>()
  for (const link of links) {
    byTarget.set(link.target, link)
    if (!byTarget.has(link.target.toLowerCase())) byTarget.set(link.target.toLowerCase(), link)
  }
  return (path: string) => byTarget.get(path) ?? byTarget.get(path.toLowerCase())
}
