/**
 * How a link names a file, the one rule behind a note's links, backlinks, the graph, the
 * insights, the map and the editor; written down with its sources in `docs/obsidian-links.md`.
 * A link is a `[[wikilink]]` or a Markdown link to a path (`[text](Note.md)`). Within the
 * linking note's vault, ignoring case: a path starting `./` or `../` names the one file at that
 * place from the linking note's folder; any other the notes and attachments whose path (a note's
 * without `.md`) is the link path or ends with `/` and it. Among several, the one in the linking
 * note's folder, else the shortest path. An alias or title never resolves a link, as in Obsidian;
 * a note carrying it is only suggested (`linkSuggester`).
 */

import { markdownDestination, readMarkdown } from './note-markdown'

export interface LinkableRow {
  id: number
  vault: string
  title: string
  path: string
  aliases?: readonly string[]
}

export interface VaultFile {
  vault: string
  path: string
}

/** What a link leads to: a note, an attachment (a non-Markdown file of the vault), or neither. */
export interface LinkHit<T> {
  note?: T
  attachment?: string
}

/**
 * A Markdown link or embed, `[text](destination)` or `![text](destination)`, for the editor's
 * preview, which rewrites one line at a time (the index reads links with `readMarkdown`).
 * Groups: 1 the text, 2 the destination as written.
 */
export const MARKDOWN_LINK =
  /!?\[((?:\\.|[^\]\\\n])*)\]\(\s*(<[^<>\n]*>|(?:[^\s()<]|\([^\s()]*\))+)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g

/** The vault path a Markdown link's destination names (`markdownDestination`), or undefined. */
export function markdownLinkPath(destination: string): string | undefined {
  return markdownDestination(destination)?.path || undefined
}

/**
 * Link paths of a note's Markdown, in the order written: for `[[path#heading|alias]]`,
 * `[[path\\|alias]]` (tables) and embeds `![[path]]`, the `path`; for Markdown links and embeds
 * to a vault path, that path. Links into the same note (`[[#heading]]`, `[text](#heading)`)
 * have none; code and `%% comments %%` hold none (`readMarkdown`).
 */
export function noteLinkPaths(markdown: string): string[] {
  return readMarkdown(markdown)
    .links.map((link) => link.path)
    .filter(Boolean)
}

/** A link path as it is compared: lower case, no leading `/`, no `.md`. */
export function linkKey(linkPath: string): string {
  return linkPath.trim().toLowerCase().replace(/^\/+/, '').replace(/\.md$/, '')
}

/**
 * The vault path a relative link (`./Note`, `../Folder/Note`, as Obsidian writes links with "New
 * link format: Relative path to file") names from the note at `sourcePath`; null when it climbs
 * out of the vault; undefined for a link that is not relative.
 */
export function relativeLinkPath(linkPath: string, sourcePath: string): string | null | undefined {
  const trimmed = linkPath.trim()
  if (!/^\.\.?\//.test(trimmed)) return undefined
  const parts = sourcePath.split('/').slice(0, -1)
  for (const part of trimmed.split('/')) {
    if (part === '..') {
      if (!parts.length) return null
      parts.pop()
    } else if (part !== '.' && part !== '') parts.push(part)
  }
  return parts.join('/')
}

/** A file's name as links compare it: a note's path without `.md`, an attachment's path. */
const fileKey = (path: string) => path.toLowerCase().replace(/\.md$/, '')
const lastSegment = (key: string) => key.slice(key.lastIndexOf('/') + 1)
const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '')

/** The lower-case file name a link path needs (the index's `file` name of a note). */
export const linkFileName = (linkPath: string) => lastSegment(linkKey(linkPath))

/** Among candidates: the one in the linking note's folder, else the shortest path, else by path. */
function pick<T extends { path: string }>(found: readonly T[], source: string): T | undefined {
  if (found.length < 2) return found[0]
  const folder = folderOf(source)
  return (
    found.find((file) => folderOf(file.path) === folder) ??
    [...found].sort((a, b) => a.path.length - b.path.length || (a.path < b.path ? -1 : 1))[0]
  )
}

function push<V>(map: Map<string, V[]>, key: string, value: V) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/**
 * Resolves link paths within a vault over the notes and attachments given (all of the vault's,
 * or at least every one the links may name: same file name, alias or title), in one pass.
 */
export function linkResolver<T extends LinkableRow>(
  notes: readonly T[],
  attachments: readonly VaultFile[] = [],
) {
  const byFile = new Map<
    string,
    ({ note: T; path: string } | { attachment: string; path: string })[]
  >()
  for (const note of notes)
    push(byFile, `${note.vault}\n${lastSegment(fileKey(note.path))}`, { note, path: note.path })
  for (const file of attachments)
    push(byFile, `${file.vault}\n${lastSegment(file.path.toLowerCase())}`, {
      attachment: file.path,
      path: file.path,
    })

  return (vault: string, linkPath: string, sourcePath = ''): LinkHit<T> | undefined => {
    const relative = relativeLinkPath(linkPath, sourcePath)
    if (relative === null) return undefined
    const key = linkKey(relative ?? linkPath)
    if (!key) return undefined
    const named = (byFile.get(`${vault}\n${lastSegment(key)}`) ?? []).filter((file) => {
      const name = fileKey(file.path)
      return name === key || (relative === undefined && name.endsWith(`/${key}`))
    })
    const file = pick(named, sourcePath)
    if (!file) return undefined
    return 'note' in file ? { note: file.note } : { attachment: file.attachment }
  }
}

/**
 * For a link that leads nowhere, the note it was probably meant for: one whose front matter
 * alias, else title, is the link path ("did you mean"). Obsidian does not follow such a link
 * (it writes `[[Note|alias]]`); the suggestion is shown beside it, never used as its target.
 */
export function linkSuggester<T extends LinkableRow>(notes: readonly T[]) {
  const byAlias = new Map<string, T[]>()
  const byTitle = new Map<string, T[]>()
  for (const note of notes) {
    for (const alias of note.aliases ?? []) push(byAlias, `${note.vault}\n${linkKey(alias)}`, note)
    push(byTitle, `${note.vault}\n${note.title.toLowerCase()}`, note)
  }
  return (vault: string, linkPath: string, sourcePath = ''): T | undefined => {
    if (relativeLinkPath(linkPath, sourcePath) !== undefined) return undefined
    return (
      pick(byAlias.get(`${vault}\n${linkKey(linkPath)}`) ?? [], sourcePath) ??
      pick(byTitle.get(`${vault}\n${linkPath.trim().toLowerCase()}`) ?? [], sourcePath)
    )
  }
}
