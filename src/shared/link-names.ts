/**
 * How a `[[link]]` target names a note, the one rule behind backlinks, the graph, the insights
 * and a note's resolved links: within the linking note's vault, by title, by path without `.md`,
 * or by file name, ignoring case. When several notes answer, the first in the order given wins
 * (the index's order: newest first).
 */

export interface LinkableRow {
  id: number
  vault: string
  title: string
  path: string
}

/** The names a link may give a note, in lower case: title, path without `.md`, file name. */
export function linkNames(note: Pick<LinkableRow, 'title' | 'path'>): string[] {
  const pathNoExt = note.path.replace(/\.md$/, '').toLowerCase()
  return [note.title.toLowerCase(), pathNoExt, pathNoExt.split('/').pop() ?? pathNoExt]
}

/**
 * The note a link target names within a vault, in one pass over `notes`: the first of them, in
 * their order, that the target names. A search of every note per link took seconds at 2,000
 * notes and grew with the square of the vault (decision 113).
 */
export function linkResolver<T extends LinkableRow>(notes: readonly T[]) {
  const named = new Map<string, T>()
  for (const note of notes)
    for (const name of linkNames(note)) {
      const key = `${note.vault}\n${name}`
      if (!named.has(key)) named.set(key, note)
    }
  return (vault: string, target: string) => named.get(`${vault}\n${target.toLowerCase()}`)
}
