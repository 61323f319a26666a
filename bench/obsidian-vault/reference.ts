/**
 * An independent reading of a vault (links, aliases, tags, which properties a note has) by the
 * rules written down in `docs/obsidian-links.md` (Obsidian's own): what the bench compares the
 * server's answers with. Written apart from the server's reading on purpose, so a mistake in
 * one shows up as a mismatch.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
// The one rule table of property types: a copy here would agree with it by construction. What
// the bench checks of properties is the YAML reading (which properties a note has; none from
// YAML Obsidian refuses); the type rules have their unit tests in parse-note.test.ts.
import { propertyType } from '../../src/server/modules/notes/parse-note'

export interface ReferenceFile {
  path: string
  markdown: boolean
  aliases: string[]
  links: string[]
  /** How many of `links` are Markdown links (`[text](path)`), not wikilinks. */
  markdownLinks: number
  /** Tags of the front matter and the body, lower case, once each. */
  tags: string[]
  /** Each property's name and the type Obsidian's Properties view gives it. */
  properties: Record<string, string>
}

function walk(dir: string, prefix = ''): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) out.push(...walk(dir, rel))
    else if (entry.isFile()) out.push(rel)
  }
  return out
}

function frontMatter(source: string): { data: Record<string, unknown>; body: string } {
  if (!source.startsWith('---')) return { data: {}, body: source }
  const lines = source.split('\n')
  if (lines[0]!.trimEnd() !== '---') return { data: {}, body: source }
  for (let i = 1; i < lines.length; i++)
    if (lines[i]!.trimEnd() === '---') {
      let data: unknown
      const yaml = lines.slice(1, i).join('\n')
      try {
        // A `{{placeholder}}` value is a map used as a key: YAML Obsidian refuses.
        data = /:\s*\{\{/.test(yaml) ? {} : parse(yaml)
      } catch {
        data = {}
      }
      return {
        data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {},
        body: lines.slice(i + 1).join('\n'),
      }
    }
  return { data: {}, body: source }
}

/** A list property's text items; a map in the list (`- Name: text`, unquoted) is no alias. */
function list(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String)
  if (typeof value === 'string') return [value]
  return []
}

/**
 * Link paths of a body: wikilinks, then Markdown links to something that is no URL (the part
 * before `#`, URL-decoded); code, inline code and %% comments %% hide links, HTML does not.
 */
function linkPaths(body: string): { links: string[]; markdownLinks: number; tags: string[] } {
  let text = ''
  let inFence: string | null = null
  for (const line of body.split('\n')) {
    // A fence may stand in a quote or callout (`> ```md`).
    const fence = /^\s*(?:>\s?)*\s*(`{3,}|~{3,})/.exec(line)
    if (inFence) {
      if (fence && fence[1]![0] === inFence[0] && fence[1]!.length >= inFence.length) inFence = null
      text += '\n'
      continue
    }
    if (fence) {
      inFence = fence[1]!
      text += '\n'
      continue
    }
    text += `${line}\n`
  }
  // Left to right, whichever starts first: `%%` inside inline code is no comment, and back.
  // A code span closes on a run of backticks as long as the one that opened it; a backtick
  // escaped with `\` opens none.
  text = text.replace(/(?<![`\\])(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)|%%[\s\S]*?%%/g, ' ')
  const out: string[] = []
  for (const m of text.matchAll(/!?\[\[([^[\]\n]+)\]\]/g)) {
    const inner = m[1]!
    const cut = inner.search(/\\?\||#/)
    const target = (cut < 0 ? inner : inner.slice(0, cut)).trim()
    if (target) out.push(target)
  }
  let markdownLinks = 0
  for (const m of text.matchAll(
    // A destination opening with `(` must close it: `((url)` and text after it are no link.
    /!?\[[^\]\n]*\]\(\s*(?:<([^<>\n]*)>|([^\s<>(][^\s<>]*?))(?:\s+"[^"\n]*")?\s*\)/g,
  )) {
    const written = (m[1] ?? m[2] ?? '').trim()
    if (/^[a-z][a-z0-9+.-]*:/i.test(written) || written.startsWith('//')) continue
    let target = written.split('#')[0]!
    try {
      target = decodeURIComponent(target)
    } catch {
      // kept as written
    }
    if (target.trim()) {
      out.push(target.trim())
      markdownLinks++
    }
  }
  // `#tag` after the start of a line, a space or `(`, not all digits; never in a link's
  // destination (`[text](#heading)`).
  const tags = [
    ...text
      .replace(/\]\([^)\n]*\)/g, ' ')
      .matchAll(/(?<=^|[\s(])#([\p{L}\p{N}_][\p{L}\p{N}_/-]*)/gmu),
  ]
    .map((m) => m[1]!)
    .filter((tag) => !/^[\d/]+$/.test(tag))
  return { links: out, markdownLinks, tags }
}

/** Property values (strings, list items, nested) that are one `[[link]]`: their paths. */
function propertyLinks(value: unknown): string[] {
  if (typeof value === 'string') {
    const m = /^!?\[\[([^[\]\n]+)\]\]$/.exec(value.trim())
    const target = m ? m[1]!.split(/\\?\||#/)[0]!.trim() : ''
    return target ? [target] : []
  }
  if (Array.isArray(value)) return value.flatMap(propertyLinks)
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.values(value).flatMap(propertyLinks)
  return []
}

export function readVault(dir: string): ReferenceFile[] {
  return walk(dir).map((rel) => {
    if (!rel.endsWith('.md'))
      return {
        path: rel,
        markdown: false,
        aliases: [],
        links: [],
        markdownLinks: 0,
        tags: [],
        properties: {},
      }
    const { data, body } = frontMatter(fs.readFileSync(path.join(dir, rel), 'utf8'))
    const read = linkPaths(body)
    const written = data.tags ?? data.tag
    const frontTags = (typeof written === 'string' ? written.split(/[,\s]+/) : list(written))
      .map((tag) => tag.trim().replace(/^#/, ''))
      .filter(Boolean)
    return {
      path: rel,
      markdown: true,
      aliases: [...list(data.aliases), ...list(data.alias)],
      links: [...propertyLinks(data), ...read.links],
      markdownLinks: read.markdownLinks,
      tags: [...new Set([...frontTags, ...read.tags].map((tag) => tag.toLowerCase()))],
      properties: Object.fromEntries(
        Object.entries(data).map(([name, value]) => [name, propertyType(name, value)]),
      ),
    }
  })
}

const folder = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '')
const linkName = (f: ReferenceFile) => (f.markdown ? f.path.slice(0, -3) : f.path).toLowerCase()

/** The file a link path leads to from `source`, or undefined. */
export function referenceResolver(files: ReferenceFile[]) {
  const pick = (found: ReferenceFile[], source: string) =>
    found.find((f) => folder(f.path) === folder(source)) ??
    [...found].sort((a, b) => a.path.length - b.path.length || (a.path < b.path ? -1 : 1))[0]
  return (linkPath: string, source: string): ReferenceFile | undefined => {
    if (linkPath.startsWith('./') || linkPath.startsWith('../')) {
      // Relative to the linking note's folder: that one place only.
      const at = path.posix.normalize(path.posix.join(folder(source), linkPath))
      if (at.startsWith('../')) return undefined
      const exact = at.toLowerCase().replace(/\.md$/, '')
      return files.find((f) => linkName(f) === exact)
    }
    let wanted = linkPath.toLowerCase().replace(/^\/+/, '')
    if (wanted.endsWith('.md')) wanted = wanted.slice(0, -3)
    const suffix = files.filter((f) => linkName(f) === wanted || linkName(f).endsWith(`/${wanted}`))
    // A bare alias leads nowhere in Obsidian: only paths choose a file.
    return suffix.length ? pick(suffix, source) : undefined
  }
}
