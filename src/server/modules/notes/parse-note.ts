export interface ParsedNote {
  title: string
  body: string
  tags: string[]
  links: string[]
  consciousnessLevel: 'basic' | 'enhanced' | 'profound'
  created?: Date
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/
const LEVELS = ['basic', 'enhanced', 'profound'] as const

function parseYamlList(value: string, following: string[]): string[] {
  const inline = /^\[(.*)\]$/.exec(value.trim())
  if (inline)
    return inline[1]!
      .split(',')
      .map((v) => v.trim().replace(/^["']|["']$/g, ''))
      .filter(Boolean)
  if (value.trim())
    return value
      .split(/[,\s]+/)
      .map((v) => v.replace(/^#/, ''))
      .filter(Boolean)
  return following
    .map((line) =>
      line
        .replace(/^\s*-\s*/, '')
        .trim()
        .replace(/^["']|["']$/g, ''),
    )
    .filter(Boolean)
}

/** The small YAML subset Obsidian front matter uses: `key: value`, inline and dash lists. */
export function parseFrontMatter(source: string): {
  data: Record<string, string | string[]>
  body: string
} {
  const match = FRONT_MATTER.exec(source)
  if (!match) return { data: {}, body: source }
  const data: Record<string, string | string[]> = {}
  const lines = match[1]!.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const colon = line.indexOf(':')
    if (colon <= 0 || /^\s/.test(line)) continue
    const key = line.slice(0, colon).trim()
    const value = line.slice(colon + 1).trim()
    const following: string[] = []
    while (i + 1 < lines.length && /^\s*-\s+/.test(lines[i + 1]!)) following.push(lines[++i]!)
    data[key] =
      key === 'tags' || key === 'aliases' || following.length
        ? parseYamlList(value, following)
        : value.replace(/^["']|["']$/g, '')
  }
  return { data, body: source.slice(match[0].length) }
}

/** Text outside fenced and inline code, where tags and links count. */
const withoutCode = (text: string) =>
  text.replace(/```[\s\S]*?```|~~~[\s\S]*?~~~/g, ' ').replace(/`[^`\n]*`/g, ' ')

/** Parses an Obsidian note: front matter, #tags, [[wikilinks]] (alias and heading stripped). */
export function parseNote(fileTitle: string, source: string): ParsedNote {
  const { data, body } = parseFrontMatter(source)
  const prose = withoutCode(body)
  const tags = new Set<string>()
  for (const tag of Array.isArray(data.tags) ? data.tags : [])
    tags.add(tag.replace(/^#/, '').toLowerCase())
  for (const match of prose.matchAll(/(?:^|[\s(])#([\p{L}\p{N}_][\p{L}\p{N}_/-]*)/gu)) {
    if (!/^\d+$/.test(match[1]!)) tags.add(match[1]!.toLowerCase())
  }
  const links = new Set<string>()
  for (const match of prose.matchAll(/\[\[([^\]\n]+)\]\]/g)) {
    const target = match[1]!.split('|')[0]!.split('#')[0]!.trim()
    if (target) links.add(target)
  }
  const level =
    typeof data.consciousnessLevel === 'string' ? data.consciousnessLevel.toLowerCase() : ''
  const created =
    typeof data.created === 'string' && !Number.isNaN(Date.parse(data.created))
      ? new Date(data.created)
      : undefined
  return {
    title: typeof data.title === 'string' && data.title ? data.title : fileTitle,
    body,
    tags: [...tags],
    links: [...links],
    consciousnessLevel: (LEVELS as readonly string[]).includes(level)
      ? (level as ParsedNote['consciousnessLevel'])
      : 'basic',
    created,
  }
}

/** Front matter plus body, as Obsidian writes it. */
export function serializeNote(note: {
  tags: string[]
  consciousnessLevel: string
  created: Date
  body: string
}): string {
  const tags = note.tags.length
    ? `[${note.tags.map((tag) => JSON.stringify(tag)).join(', ')}]`
    : '[]'
  return `---\ntags: ${tags}\nconsciousnessLevel: ${note.consciousnessLevel}\ncreated: ${note.created.toISOString()}\n---\n\n${note.body.trimEnd()}\n`
}
