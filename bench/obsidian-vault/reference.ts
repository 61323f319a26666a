/**
 * An independent reading of a vault by the link rules written down in `docs/obsidian-links.md`
 * (Obsidian's own): what the bench compares the server's answers with. Written apart from the
 * server's resolver on purpose, so a mistake in one shows up as a mismatch.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

export interface ReferenceFile {
  path: string
  markdown: boolean
  aliases: string[]
  links: string[]
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
      try {
        data = parse(lines.slice(1, i).join('\n'))
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

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v) => v != null).map(String)
  if (typeof value === 'string') return [value]
  return []
}

/** Link paths of a body, in order: code, inline code and %% comments %% hide links. */
function linkPaths(body: string): string[] {
  let text = ''
  let inFence: string | null = null
  for (const line of body.split('\n')) {
    const fence = /^\s*(`{3,}|~{3,})/.exec(line)
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
  text = text.replace(/%%[\s\S]*?%%/g, ' ').replace(/(`+)[^`]*?\1/g, ' ')
  const out: string[] = []
  for (const m of text.matchAll(/!?\[\[([^[\]\n]+)\]\]/g)) {
    const inner = m[1]!
    const cut = inner.search(/\\?\||#/)
    const target = (cut < 0 ? inner : inner.slice(0, cut)).trim()
    if (target) out.push(target)
  }
  return out
}

export function readVault(dir: string): ReferenceFile[] {
  return walk(dir).map((rel) => {
    if (!rel.endsWith('.md')) return { path: rel, markdown: false, aliases: [], links: [] }
    const { data, body } = frontMatter(fs.readFileSync(path.join(dir, rel), 'utf8'))
    return {
      path: rel,
      markdown: true,
      aliases: [...list(data.aliases), ...list(data.alias)],
      links: linkPaths(body),
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
    let wanted = linkPath.toLowerCase().replace(/^\/+/, '')
    if (wanted.endsWith('.md')) wanted = wanted.slice(0, -3)
    const suffix = files.filter((f) => linkName(f) === wanted || linkName(f).endsWith(`/${wanted}`))
    if (suffix.length) return pick(suffix, source)
    const aliased = files.filter((f) => f.aliases.some((a) => a.toLowerCase() === wanted))
    if (aliased.length) return pick(aliased, source)
    return undefined
  }
}
