import { linkResolver } from '@/shared/link-names'
import type { NoteLink, NoteSummary } from '@/shared/notes'

/** Newest first, ties by id: the order the server resolves links in. */
const newestFirst = (a: NoteSummary, b: NoteSummary) =>
  b.modified.localeCompare(a.modified) || b.id - a.id

/**
 * Where a link typed since the last save leads, by the server's rule over the notes the server
 * matched for its target (`q`: title, path or tag containing it), or null while none is named.
 */
export function resolveTyped(vault: string, target: string, matches: NoteSummary[]): NoteLink {
  const hit = linkResolver([...matches].sort(newestFirst))(vault, target)
  return { target, id: hit?.id ?? null, title: hit?.title ?? null }
}
