/**
 * The one reading of a note's Markdown, for the server's index and the browser's view alike
 * (decisions 200, 246; docs/notes.md): markdown-it parses CommonMark with GFM tables and
 * strikethrough, its project's plugins add footnotes and `==highlights==`, and our rules
 * (`note-markdown-rules.ts`) add what Obsidian adds: `[[wiki links]]` and `![[embeds]]`, `#tags`,
 * `%% comments %%`, `$math$`, task boxes, `^block-ids` and `> [!callouts]`. Code (fenced at
 * any depth, indented, inline) and `%% comments %%` hold no link or tag because the parser never
 * reads them as text. HTML, comments `<!-- -->` included, is read as text, as Obsidian's index
 * reads it (decision 200). The rules are written down in `docs/obsidian-links.md`.
 */
import markdownIt, { type MarkdownIt as Parser, type StateInline, type Token } from 'markdown-it'
import footnote from 'markdown-it-footnote'
import mark from 'markdown-it-mark'
import {
  blockComment,
  blockIds,
  callouts,
  inlineComment,
  mathBlock,
  mathInline,
  tag,
  tasks,
  wikilink,
} from './note-markdown-rules'

export type { CalloutMeta, TaskMeta } from './note-markdown-rules'
export type { Token }

/** One link as written in a note. */
export interface NoteLinkRef {
  /** `[[wiki]]` or `[text](markdown)`. */
  form: 'wiki' | 'markdown'
  embed: boolean
  /** The path that chooses the file, trimmed; '' for a link into the same note. */
  path: string
  /** What follows `#`: a heading, or `^id` for a block; undefined when none. */
  subpath?: string
  /** The text shown (`[[path|display]]`, `[display](path)`), undefined when none. */
  display?: string
  /** The link exactly as it stands in the Markdown. */
  raw: string
  /** The first line (from 0) of the block that holds it. */
  line: number
}

export interface MarkdownReading {
  links: NoteLinkRef[]
  /** Inline tags, `#` left off, in order (repeats kept). */
  tags: string[]
  headings: string[]
  blockIds: string[]
  /** The type of each callout (`> [!note]` → `note`), lower case. */
  callouts: string[]
}

const BLOCK_ID = /(?:^|\s)\^([A-Za-z0-9-]+)\s*$/

function recordRaw(name: 'link' | 'image', md: Parser) {
  const rule = md.inline.ruler.__rules__.find((entry) => entry.name === name)!.fn
  md.inline.ruler.at(name, (state: StateInline, silent: boolean) => {
    const start = state.pos
    const at = state.tokens.length
    if (!rule(state, silent)) return false
    // Text pending before the link is pushed first.
    const token = state.tokens.slice(at).find((t) => t.type === 'link_open' || t.type === 'image')
    if (!silent && token) token.meta = { raw: state.src.slice(start, state.pos) }
    return true
  })
}

function parser(html: boolean) {
  const md = markdownIt('default', { html, linkify: false })
  // Destinations as written: the reading decodes them itself (`markdownLinkPath`).
  md.normalizeLink = (url) => url
  md.validateLink = () => true
  recordRaw('link', md)
  recordRaw('image', md)
  md.inline.ruler.before('link', 'wikilink', wikilink)
  md.inline.ruler.before('link', 'obsidian_comment', inlineComment)
  md.inline.ruler.before('link', 'tag', tag)
  md.inline.ruler.before('escape', 'math', mathInline)
  md.block.ruler.before('paragraph', 'obsidian_comment', blockComment, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  })
  md.block.ruler.before('fence', 'math_block', mathBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  })
  // Footnotes and ==highlights== by the markdown-it project's own plugins.
  md.use(footnote).use(mark)
  md.core.ruler.push('obsidian_tasks', tasks)
  md.core.ruler.push('obsidian_callouts', callouts)
  md.core.ruler.push('obsidian_block_ids', blockIds)
  return md
}

let shared: Parser | undefined
/** Reads the text of HTML: with HTML off, `<!--` and tags are text, so this never recurses. */
let htmlText: Parser | undefined

/**
 * The vault path a Markdown link's destination names, or undefined when it names none: a URL
 * with a scheme (`https:`, `mailto:`, `obsidian:`) or `//host`. What follows `#` is a heading or
 * block; the path is URL-decoded (`My%20Note.md`), and a `%` that is no escape stays as written.
 */
export function markdownDestination(
  destination: string,
): { path: string; subpath?: string } | undefined {
  let target = destination.trim()
  if (target.startsWith('<') && target.endsWith('>')) target = target.slice(1, -1).trim()
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) return undefined
  const hash = target.indexOf('#')
  const subpath = hash >= 0 ? decoded(target.slice(hash + 1)) : undefined
  return { path: decoded(hash >= 0 ? target.slice(0, hash) : target).trim(), subpath }
}

function decoded(text: string) {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** `path#sub|display` → its parts (`\|` as in tables too). */
export function wikilinkParts(inner: string) {
  const bar = inner.search(/\\?\|/)
  const target = bar < 0 ? inner : inner.slice(0, bar)
  const display = bar < 0 ? undefined : inner.slice(bar).replace(/^\\?\|/, '')
  const hash = target.indexOf('#')
  return {
    path: (hash < 0 ? target : target.slice(0, hash)).trim(),
    subpath: hash < 0 ? undefined : target.slice(hash + 1).trim(),
    display,
  }
}

const text = (children: Token[], from: number) => {
  let out = ''
  for (let i = from; i < children.length; i++) {
    const child = children[i]!
    if (child.type === 'link_close') break
    if (child.type === 'text' || child.type === 'code_inline') out += child.content
  }
  return out
}

/** The token stream of a note's body (front matter already taken off), for the view. */
export function noteTokens(markdown: string): Token[] {
  shared ??= parser(true)
  return shared.parse(markdown, { source: markdown })
}

/** Reads a note's body (front matter already taken off). */
export function readMarkdown(markdown: string): MarkdownReading {
  const tokens = noteTokens(markdown)
  const reading: MarkdownReading = { links: [], tags: [], headings: [], blockIds: [], callouts: [] }
  // An inline footnote's text is read where its reference stands.
  const footnoteLines = new Map<number, number>()
  let line = 0
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    // Table cells carry no lines of their own: their row's.
    if (token.map) line = token.map[0]
    if (token.type === 'footnote_open')
      line = footnoteLines.get((token.meta as { id: number }).id) ?? line
    if (token.type === 'html_block') readHtml(token.content, line, reading)
    const meta = token.meta as { callout?: { type: string }; blockId?: string } | null
    if (meta?.callout) reading.callouts.push(meta.callout.type)
    if (token.type !== 'inline') continue
    const previous = tokens[i - 1]
    if (previous?.type === 'heading_open') reading.headings.push(token.content.trim())
    const lastLine = token.content.slice(token.content.lastIndexOf('\n') + 1)
    const blockId = BLOCK_ID.exec(lastLine)
    if (blockId) reading.blockIds.push(blockId[1]!)
    readInline(token.children ?? [], line, reading, footnoteLines)
  }
  // Footnote definitions are read after the text; their links are put back in the file's order.
  reading.links.sort((a, b) => a.line - b.line)
  return reading
}

/** Links and tags in HTML, comments included: Obsidian's index does not skip them. */
function readHtml(html: string, line: number, reading: MarkdownReading) {
  htmlText ??= parser(false)
  readInline(htmlText.parseInline(html, {})[0]?.children ?? [], line, reading)
}

function readInline(
  children: Token[],
  line: number,
  reading: MarkdownReading,
  footnoteLines?: Map<number, number>,
) {
  children.forEach((child, index) => {
    if (child.type === 'footnote_ref') footnoteLines?.set((child.meta as { id: number }).id, line)
    if (child.type === 'html_inline') readHtml(child.content, line, reading)
    else if (child.type === 'wikilink') {
      const meta = child.meta as { embed: boolean; raw: string }
      reading.links.push({
        form: 'wiki',
        embed: meta.embed,
        ...wikilinkParts(child.content),
        raw: meta.raw,
        line,
      })
    } else if (child.type === 'tag') reading.tags.push(child.content)
    else if (child.type === 'link_open' || child.type === 'image') {
      const destination = String(child.attrGet(child.type === 'image' ? 'src' : 'href') ?? '')
      const target = markdownDestination(destination)
      const raw = (child.meta as { raw?: string } | null)?.raw
      if (target && raw !== undefined)
        reading.links.push({
          form: 'markdown',
          embed: child.type === 'image',
          ...target,
          display: child.type === 'image' ? child.content : text(children, index + 1),
          raw,
          line,
        })
    }
    if (child.children?.length) readInline(child.children, line, reading, footnoteLines)
  })
}
