/**
 * How a `[[link]]` names a file, the one rule behind a note's links, backlinks, the graph, the
 * insights, the map and the editor; written down with its sources in `docs/obsidian-links.md`.
 * Within the linking note's vault, ignoring case: the notes and attachments whose path (a note's
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
 * Link paths of Markdown text whose code and `%% comments %%` are already blanked: for
 * `[[path#heading|alias]]`, `[[path\|alias]]` (tables) and embeds `![[path]]`, the `path`, trimmed;
 * links to a heading of the same note (`[[#heading]]`) have none.
 */
export function noteLinkPaths(text: string): string[] {
  const paths: string[] = []
  for (const match of text.matchAll(/!?\[\[([^[\]\n]+)\]\]/g)) {
    const inner = match[1]!
    const end = inner.search(/\\?\||#/)
    const linkPath = (end < 0 ? inner : inner.slice(0, end)).trim()
    if (linkPath) paths.push(linkPath)
  }
  return paths
}

/** A link path as it is compared: lower case, no leading `/` or `./`, no `.md`. */
export function linkKey(linkPath: string): string {
  return linkPath
    .trim()
    .toLowerCase()
    .replace(/^(?:\.?\/)+/, '')
    .replace(/\.md$/, '')
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
    const key = linkKey(linkPath)
    if (!key) return undefined
    const named = (byFile.get(`${vault}\n${lastSegment(key)}`) ?? []).filter((file) => {
      const name = fileKey(file.path)
      return name === key || name.endsWith(`/${key}`)
    })
    const file = pick(named, sourcePath)
    if (file) return 'note' in file ? { note: file.note } : { attachment: file.attachment }
    const note =
      pick(byAlias.get(`${vault}\n${key}`) ?? [], sourcePath) ??
      pick(byTitle.get(`${vault}\n${linkPath.trim().toLowerCase()}`) ?? [], sourcePath)
    return note ? { note } : undefined
  }
}
