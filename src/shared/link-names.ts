/**
 * How a link names a file, the one rule behind a note's links, backlinks, the graph, the
 * insights, the map and the editor; written down with its sources in `docs/obsidian-links.md`.
 * A link is a `[[wikilink]]` or a Markdown link to a path (`[text](Note.md)`). Within the
 * linking note's vault, ignoring case: a path starting `./` or `../` names the one file at that
 * place from the linking note's folder; any other the notes and attachments whose path (a note's
 * without `.md`) is the link path or ends with `/` and it; then a note with that alias; then a
 * note with that front matter title. Among several, the one in the linking note's folder, else
 * the shortest path.
 */

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
 * Markdown with what cannot hold a link or tag blanked: fenced code blocks (``` or ~~~, closed
 * by a like fence at least as long), inline code spans and `%% comments %%`.
 */
export function linkableText(markdown: string): string {
  let text = ''
  let fence: string | null = null
  for (const line of markdown.split('\n')) {
    const mark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence) {
      if (mark && mark[0] === fence[0] && mark.length >= fence.length) fence = null
      text += '\n'
    } else if (mark) {
      fence = mark
      text += '\n'
    } else text += `${line}\n`
  }
  return text.replace(/%%[\s\S]*?%%/g, ' ').replace(/(`+)[^`]*?\1/g, ' ')
}

/**
 * A Markdown link or embed, `[text](destination)` or `![text](destination)`: the destination in
 * `<…>` (which may hold spaces) or without spaces (parentheses inside balanced one deep), maybe
 * followed by a title. Groups: 1 the text, 2 the destination as written.
 */
export const MARKDOWN_LINK =
  /!?\[((?:\\.|[^\]\\\n])*)\]\(\s*(<[^<>\n]*>|(?:[^\s()<]|\([^\s()]*\))+)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g

/**
 * The vault path a Markdown link's destination names, or undefined when it names none: a URL
 * with a scheme (`https:`, `mailto:`, `obsidian:`) or `//host`, or only `#heading` of the same
 * note. What follows `#` is a heading or block, not part of the path; the path is URL-decoded
 * (`My%20Note.md`), and a `%` that is no escape stays as written.
 */
export function markdownLinkPath(destination: string): string | undefined {
  let target = destination.trim()
  if (target.startsWith('<') && target.endsWith('>')) target = target.slice(1, -1).trim()
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) return undefined
  const hash = target.indexOf('#')
  if (hash >= 0) target = target.slice(0, hash)
  try {
    target = decodeURIComponent(target)
  } catch {
    // Not percent-encoded after all: the path as written.
  }
  return target.trim() || undefined
}

/**
 * Link paths of Markdown text whose code and `%% comments %%` are already blanked, in the order
 * written: for `[[path#heading|alias]]`, `[[path\|alias]]` (tables) and embeds `![[path]]`, the
 * `path`, trimmed; for Markdown links and embeds to a vault path, that path (`markdownLinkPath`).
 * Links to a heading of the same note (`[[#heading]]`, `[text](#heading)`) have none.
 */
export function noteLinkPaths(text: string): string[] {
  const found: { at: number; path: string }[] = []
  for (const match of text.matchAll(/!?\[\[([^[\]\n]+)\]\]/g)) {
    const inner = match[1]!
    const end = inner.search(/\\?\||#/)
    const linkPath = (end < 0 ? inner : inner.slice(0, end)).trim()
    if (linkPath) found.push({ at: match.index, path: linkPath })
  }
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const linkPath = markdownLinkPath(match[2]!)
    if (linkPath) found.push({ at: match.index, path: linkPath })
  }
  return found.sort((a, b) => a.at - b.at).map((link) => link.path)
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
  const byAlias = new Map<string, T[]>()
  const byTitle = new Map<string, T[]>()
  for (const note of notes) {
    push(byFile, `${note.vault}\n${lastSegment(fileKey(note.path))}`, { note, path: note.path })
    for (const alias of note.aliases ?? []) push(byAlias, `${note.vault}\n${linkKey(alias)}`, note)
    push(byTitle, `${note.vault}\n${note.title.toLowerCase()}`, note)
  }
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
    if (file) return 'note' in file ? { note: file.note } : { attachment: file.attachment }
    // A relative link names a place, not a name an alias or title could give.
    if (relative !== undefined) return undefined
    const note =
      pick(byAlias.get(`${vault}\n${key}`) ?? [], sourcePath) ??
      pick(byTitle.get(`${vault}\n${linkPath.trim().toLowerCase()}`) ?? [], sourcePath)
    return note ? { note } : undefined
  }
}
