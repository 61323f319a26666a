import path from 'node:path'
import { readMarkdown } from '@/shared/note-markdown'
import { splitFrontMatter } from './parse-note'

/**
 * Rewriting links when a note is renamed, as Obsidian's "Automatically update internal links"
 * does: every link that led to the note is pointed at its new path in the form it was written
 * (name only, path from the vault root, relative, with or without `.md`; heading, block id and
 * display text kept), and every other byte of the linking file stays.
 */

export interface Rename {
  /** The renamed note's old and new vault paths (with `.md`). */
  from: string
  to: string
}

/** The link path to write for a link written as `old`, from the note at `source`. */
export function newLinkPath(old: string, source: string, rename: Rename, nameIsUnique: boolean) {
  const written = old.trim()
  const withMd = /\.md$/i.test(written)
  const target = withMd ? rename.to : rename.to.replace(/\.md$/i, '')
  let linkPath: string
  if (/^\.\.?\//.test(written)) {
    const relative = path.posix.relative(path.posix.dirname(source), target)
    linkPath = relative.startsWith('../') ? relative : `./${relative}`
  } else if (written.replace(/^\/+/, '').includes('/') || !nameIsUnique) linkPath = target
  else linkPath = target.slice(target.lastIndexOf('/') + 1)
  if (written.startsWith('/')) linkPath = `/${linkPath}`
  // Keep the spaces the writer put around the path (`[[ Note | shown ]]`).
  const lead = /^\s*/.exec(old)![0]
  const trail = /\s*$/.exec(old)![0]
  return `${lead}${linkPath}${trail}`
}

/** `[[inner]]` with its path part replaced: `[[path#sub|shown]]`, `\|` kept. */
function rewriteWiki(text: string, replace: (linkPath: string) => string | undefined) {
  const open = text.indexOf('[[')
  const inner = text.slice(open + 2, text.length - 2)
  const end = inner.search(/\\?\||#/)
  const written = end < 0 ? inner : inner.slice(0, end)
  const next = replace(written)
  return next === undefined
    ? undefined
    : `${text.slice(0, open + 2)}${next}${end < 0 ? '' : inner.slice(end)}]]`
}

/** Where `[label](destination …)` keeps its destination: after the label's closing `](`. */
function destinationSpan(raw: string): { start: number; end: number; angled: boolean } | undefined {
  let i = raw.indexOf('[')
  let depth = 0
  for (; i < raw.length; i++) {
    const char = raw[i]
    if (char === '\\') i++
    else if (char === '[') depth++
    else if (char === ']' && --depth === 0) break
  }
  if (raw[i + 1] !== '(') return undefined
  let start = i + 2
  while (/\s/.test(raw[start] ?? '')) start++
  if (raw[start] === '<') {
    const close = raw.indexOf('>', start)
    return close < 0 ? undefined : { start: start + 1, end: close, angled: true }
  }
  let end = start
  let parens = 0
  for (; end < raw.length; end++) {
    const char = raw[end]!
    if (char === '\\') end++
    else if (/\s/.test(char)) break
    else if (char === '(') parens++
    else if (char === ')' && parens-- === 0) break
  }
  return { start, end, angled: false }
}

function rewriteMarkdown(raw: string, replace: (linkPath: string) => string | undefined) {
  const span = destinationSpan(raw)
  if (!span) return undefined
  const destination = raw.slice(span.start, span.end)
  const hash = destination.indexOf('#')
  const writtenPath = hash < 0 ? destination : destination.slice(0, hash)
  const encoded = !span.angled && writtenPath.includes('%')
  let decoded = writtenPath
  try {
    decoded = decodeURIComponent(writtenPath)
  } catch {
    // As written.
  }
  const next = replace(decoded)
  if (next === undefined) return undefined
  // Without `<…>` a destination holds no space: written as `%20`, as Obsidian writes it.
  const written = span.angled
    ? next
    : encoded || /[\s()<>]/.test(next)
      ? encodeURI(next).replace(
          /[()]/g,
          (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
        )
      : next
  return `${raw.slice(0, span.start)}${written}${hash < 0 ? '' : destination.slice(hash)}${raw.slice(span.end)}`
}

const PROPERTY_LINK = /(["']?)(!?\[\[[^[\]\n]+\]\])\1/g

/**
 * The file with every link for which `leadsToNote(linkPath)` holds pointed at the renamed note's
 * new path, and how many were changed. Links are found by the one reading (`readMarkdown`) and
 * changed where they stand; property links (`"[[Note]]"`) in the front matter likewise.
 */
export function relinkText(
  source: string,
  sourcePath: string,
  rename: Rename,
  leadsToNote: (linkPath: string) => boolean,
  nameIsUnique: boolean,
): { text: string; changed: number } {
  const { block, body } = splitFrontMatter(source)
  const edits: { start: number; end: number; text: string }[] = []
  const replace = (written: string) =>
    written.trim() && leadsToNote(written.trim())
      ? newLinkPath(written, sourcePath, rename, nameIsUnique)
      : undefined

  for (const match of block.matchAll(PROPERTY_LINK)) {
    const text = rewriteWiki(match[2]!, replace)
    const at = match.index + match[1]!.length
    if (text !== undefined) edits.push({ start: at, end: at + match[2]!.length, text })
  }

  const lineStarts = [0]
  for (let i = body.indexOf('\n'); i >= 0; i = body.indexOf('\n', i + 1)) lineStarts.push(i + 1)
  let cursor = 0
  for (const link of readMarkdown(body).links) {
    // The parser reads `\|` in a table cell as `|`, and CRLF as LF.
    const candidates = [link.raw, link.raw.replace('|', '\\|')].map((raw) =>
      raw.replace(/\n/g, body.includes('\r\n') ? '\r\n' : '\n'),
    )
    const from = Math.max(cursor, lineStarts[link.line] ?? 0)
    const found = candidates
      .map((raw) => ({ raw, at: body.indexOf(raw, from) }))
      .filter((hit) => hit.at >= 0)
      .sort((a, b) => a.at - b.at)[0]
    if (!found) continue
    cursor = found.at + found.raw.length
    if (!link.path) continue
    const text =
      link.form === 'wiki' ? rewriteWiki(found.raw, replace) : rewriteMarkdown(found.raw, replace)
    if (text !== undefined && text !== found.raw)
      edits.push({ start: block.length + found.at, end: cursor + block.length, text })
  }

  let text = source
  for (const edit of edits.sort((a, b) => b.start - a.start))
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end)
  return { text, changed: edits.length }
}
