/**
 * The one front-matter splitter of notes, for the server's index and writes and the browser's
 * view and previews (docs/notes.md): `---` (trailing spaces allowed) on the file's first line,
 * closed by the next `---` line; an empty block is front matter too, as in Obsidian. `block` is
 * those lines exactly (with the closing line's end), `yaml` what lies between them.
 */
const FRONT_MATTER = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/

export function splitFrontMatter(source: string): {
  block: string
  yaml: string | null
  body: string
} {
  const match = FRONT_MATTER.exec(source)
  if (!match) return { block: '', yaml: null, body: source }
  return { block: match[0], yaml: match[1] ?? '', body: source.slice(match[0].length) }
}
