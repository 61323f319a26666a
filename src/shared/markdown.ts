/**
 * The small Markdown subset our docs and chat replies use (`content/docs/*.md`, persona
 * answers): front matter, headings, paragraphs, lists, quotes, fenced code (with its language),
 * and inline strong, emphasis, code and links. Parsed into plain data so the client renders it
 * without HTML strings and the server indexes its text. Anything else, HTML included, is text.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'em'; text: string }
  | { type: 'code'; text: string }
  | { type: 'link'; text: string; href: string }

export type Block =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'quote'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'code'; text: string; lang?: string }

export interface Doc {
  slug: string
  title: string
  summary: string
  order: number
  /**
   * Whether the entry is one of the home page's documentation accordion
   * (docs/product/landing-and-navigation.md).
   */
  accordion: boolean
  blocks: Block[]
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = FRONT_MATTER.exec(source)
  if (!match) return { data: {}, body: source }
  const data: Record<string, string> = {}
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) data[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return { data, body: source.slice(match[0].length) }
}

const HEADING = /^#{1,6} /

export function parseBlocks(body: string): Block[] {
  const blocks: Block[] = []
  const lines = body.split(/\r?\n/)
  let i = 0
  const joinWhile = (test: (line: string) => boolean, strip: (line: string) => string) => {
    const taken: string[] = []
    while (i < lines.length && test(lines[i] ?? '')) taken.push(strip(lines[i++] ?? ''))
    return taken
  }
  while (i < lines.length) {
    const line = lines[i] ?? ''
    if (!line.trim()) {
      i++
    } else if (line.startsWith('```')) {
      const lang = line.slice(3).trim().split(/\s/)[0]?.toLowerCase()
      i++
      const code = joinWhile(
        (l) => !l.startsWith('```'),
        (l) => l,
      )
      i++
      blocks.push({ type: 'code', text: code.join('\n'), ...(lang ? { lang } : {}) })
    } else if (HEADING.test(line)) {
      // Replies may use any level; the page has its own h1 and h2, so they render as 2 or 3.
      blocks.push({
        type: 'heading',
        level: /^#{3,}/.test(line) ? 3 : 2,
        text: line.replace(/^#+ /, '').trim(),
      })
      i++
    } else if (/^> ?/.test(line)) {
      const quote = joinWhile(
        (l) => /^> ?/.test(l),
        (l) => l.replace(/^> ?/, ''),
      )
      blocks.push({ type: 'quote', text: quote.join(' ').trim() })
    } else if (/^([-*+] |\d+\. )/.test(line)) {
      const ordered = /^\d+\. /.test(line)
      const marker = ordered ? /^\d+\. / : /^[-*+] /
      const items: string[] = []
      while (i < lines.length && (marker.test(lines[i] ?? '') || /^ {2,}\S/.test(lines[i] ?? ''))) {
        const current = lines[i++] ?? ''
        if (marker.test(current)) items.push(current.replace(marker, '').trim())
        else items[items.length - 1] += ` ${current.trim()}`
      }
      blocks.push({ type: 'list', ordered, items })
    } else {
      const paragraph = joinWhile(
        (l) => l.trim() !== '' && !HEADING.test(l) && !/^(> ?|[-*+] |\d+\. |```)/.test(l),
        (l) => l.trim(),
      )
      blocks.push({ type: 'paragraph', text: paragraph.join(' ') })
    }
  }
  return blocks
}

// `_emphasis_` only between non-word characters, so snake_case_names stay text.
const INLINE =
  /\*\*(.+?)\*\*|\*(.+?)\*|(?<![\w_])_(?![\s_])(.+?)(?<![\s_])_(?![\w_])|`(.+?)`|\[(.+?)\]\((.+?)\)/g

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({ type: 'text', text: text.slice(last, match.index) })
    const [, strong, em, underscored, code, linkText, href] = match
    if (strong !== undefined) parts.push({ type: 'strong', text: strong })
    else if (em !== undefined) parts.push({ type: 'em', text: em })
    else if (underscored !== undefined) parts.push({ type: 'em', text: underscored })
    else if (code !== undefined) parts.push({ type: 'code', text: code })
    else parts.push({ type: 'link', text: linkText ?? '', href: href ?? '' })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) })
  return parts
}

const plain = (text: string) =>
  parseInline(text)
    .map((part) => part.text)
    .join('')

/**
 * Leftovers of markup a cut snippet may hold (an opening `**` whose end was cut, half a link):
 * dropped from text parts, keeping the words.
 */
const tidy = (text: string) =>
  text
    .replace(/\[([^\]\n]*)\]\([^)\s]*$/, '$1')
    .replace(/^([^[]*)\]\([^)\s]*\)/, '$1')
    .replace(/\*\*|__|`/g, '')

/**
 * Markdown shown in a line or two (a toast, a search snippet): every block's inline parts run
 * together, separated by spaces, cut after `maxLength` visible characters with an ellipsis.
 */
export function inlineRun(source: string, maxLength = Infinity): Inline[] {
  const run: Inline[] = []
  for (const block of parseBlocks(source)) {
    if (run.length) run.push({ type: 'text', text: ' ' })
    if (block.type === 'code') run.push({ type: 'code', text: block.text.replace(/\s+/g, ' ') })
    else if (block.type === 'list') run.push(...parseInline(block.items.join('; ')))
    else run.push(...parseInline(block.text))
  }
  const parts = run.map((part) =>
    part.type === 'text' ? { ...part, text: tidy(part.text) } : part,
  )
  let left = maxLength
  const cut: Inline[] = []
  for (const part of parts) {
    if (part.text.length <= left) {
      cut.push(part)
      left -= part.text.length
      continue
    }
    const kept = part.text.slice(0, Math.max(0, left - 1)).trimEnd()
    if (kept) cut.push({ ...part, text: kept })
    cut.push({ type: 'text', text: '…' })
    break
  }
  return cut
}

/** The words of a document without markup, for search. */
export function blocksToText(blocks: Block[]): string {
  return blocks
    .map((block) => (block.type === 'list' ? block.items.map(plain).join(' ') : plain(block.text)))
    .join(' ')
}

/** Parses one `content/docs/<slug>.md` file; throws when the title is missing. */
export function parseDoc(slug: string, source: string): Doc {
  const { data, body } = parseFrontMatter(source)
  if (!data.title) throw new Error(`content/docs/${slug}.md: front matter needs a title`)
  return {
    slug,
    title: data.title,
    summary: data.summary ?? '',
    order: Number(data.order ?? 100),
    accordion: data.accordion === 'true',
    blocks: parseBlocks(body),
  }
}

/** Docs in reading order: by `order`, then title. */
export const sortDocs = (docs: Doc[]): Doc[] =>
  [...docs].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
