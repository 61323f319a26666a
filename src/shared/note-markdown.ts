/**
 * The one reading of a note's Markdown (decision 200): markdown-it parses CommonMark with GFM
 * tables and strikethrough, and the rules below add what Obsidian adds to it: `[[wiki links]]`
 * and `![[embeds]]`, `#tags`, `%% comments %%`, `^block-ids` and `> [!callouts]`. Code (fenced at
 * any depth, indented, inline) and `%% comments %%` hold no link or tag because the parser never
 * reads them as text. HTML, comments `<!-- -->` included, is read as text, as Obsidian's index
 * reads it (decision 200). The rules are written down in `docs/obsidian-links.md`.
 */
import markdownIt, {
  type MarkdownIt as Parser,
  type StateBlock,
  type StateInline,
  type Token,
} from 'markdown-it'

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

const TAG = /^#([\p{L}\p{N}_][\p{L}\p{N}_/-]*)/u
const BLOCK_ID = /(?:^|\s)\^([A-Za-z0-9-]+)\s*$/
const CALLOUT = /^\[!([^\]\s]+)\][+-]?/

/** `[[path#sub|display]]` or `![[…]]`; a wiki link never spans lines. */
function wikilink(state: StateInline, silent: boolean): boolean {
  const start = state.pos
  const embed = state.src.charCodeAt(start) === 0x21
  const open = embed ? start + 1 : start
  if (!state.src.startsWith('[[', open)) return false
  const close = state.src.indexOf(']]', open + 2)
  if (close < 0) return false
  const inner = state.src.slice(open + 2, close)
  if (!inner.trim() || /[\n[\]]/.test(inner)) return false
  if (!silent) {
    const token = state.push('wikilink', '', 0)
    token.content = inner
    token.meta = { embed, raw: state.src.slice(start, close + 2) }
  }
  state.pos = close + 2
  return true
}

/** `%% comment %%` inside a paragraph; one left open hides the rest of it. */
function inlineComment(state: StateInline, silent: boolean): boolean {
  if (!state.src.startsWith('%%', state.pos)) return false
  const close = state.src.indexOf('%%', state.pos + 2)
  if (!silent) state.push('comment', '', 0)
  state.pos = close < 0 ? state.posMax : close + 2
  return true
}

/** `#tag` after the start of the text, a space or `(`; not only digits. */
function tag(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x23) return false
  const before = state.pos > 0 ? state.src[state.pos - 1]! : ' '
  if (!/[\s(]/.test(before)) return false
  const match = TAG.exec(state.src.slice(state.pos, state.posMax))
  if (!match || /^[\d/]+$/.test(match[1]!)) return false
  if (!silent) state.push('tag', '', 0).content = match[1]!
  state.pos += match[0].length
  return true
}

/** A comment that starts a block (`%%` at a line's start) runs to its closing `%%` line. */
function blockComment(state: StateBlock, startLine: number, _end: number, silent: boolean) {
  const first = state.bMarks[startLine]! + state.tShift[startLine]!
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false
  if (!state.src.startsWith('%%', first)) return false
  const lineEnd = state.eMarks[startLine]!
  // Closed on its own line with text after it: the paragraph reads it.
  const sameLine = state.src.indexOf('%%', first + 2)
  if (sameLine >= 0 && sameLine < lineEnd) return false
  if (silent) return true
  let line = startLine + 1
  while (
    line < state.lineMax &&
    !state.src.slice(state.bMarks[line], state.eMarks[line]).includes('%%')
  )
    line++
  state.line = Math.min(line + 1, state.lineMax)
  state.push('comment', '', 0).map = [startLine, state.line]
  return true
}

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
  md.block.ruler.before('paragraph', 'obsidian_comment', blockComment, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  })
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

/** Reads a note's body (front matter already taken off). */
export function readMarkdown(markdown: string): MarkdownReading {
  shared ??= parser(true)
  const tokens = shared.parse(markdown, {})
  const reading: MarkdownReading = { links: [], tags: [], headings: [], blockIds: [], callouts: [] }
  let line = 0
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!
    // Table cells carry no lines of their own: their row's.
    if (token.map) line = token.map[0]
    if (token.type === 'html_block') readHtml(token.content, line, reading)
    if (token.type !== 'inline') continue
    const previous = tokens[i - 1]
    if (previous?.type === 'heading_open') reading.headings.push(token.content.trim())
    if (previous?.type === 'paragraph_open' && tokens[i - 2]?.type === 'blockquote_open') {
      const callout = CALLOUT.exec(token.content)
      if (callout) reading.callouts.push(callout[1]!.toLowerCase())
    }
    const lastLine = token.content.slice(token.content.lastIndexOf('\n') + 1)
    const blockId = BLOCK_ID.exec(lastLine)
    if (blockId) reading.blockIds.push(blockId[1]!)
    readInline(token.children ?? [], line, reading)
  }
  return reading
}

/** Links and tags in HTML, comments included: Obsidian's index does not skip them. */
function readHtml(html: string, line: number, reading: MarkdownReading) {
  htmlText ??= parser(false)
  readInline(htmlText.parseInline(html, {})[0]?.children ?? [], line, reading)
}

function readInline(children: Token[], line: number, reading: MarkdownReading) {
  children.forEach((child, index) => {
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
    if (child.children?.length) readInline(child.children, line, reading)
  })
}
