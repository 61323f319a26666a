/**
 * What Obsidian adds to CommonMark, as markdown-it rules for the one reading of notes
 * (`note-markdown.ts`, docs/notes.md): wiki links and embeds, `#tags`, `%% comments %%`,
 * `$math$`, and, once the inline pass is done, task boxes, callouts and `^block-ids` marked on
 * the tokens that hold them so every reader (index, view) finds them the same way.
 */
import type { StateBlock, StateCore, StateInline, Token } from 'markdown-it'

const TAG = /^#([\p{L}\p{N}_][\p{L}\p{N}_/-]*)/u

/** `[[path#sub|display]]` or `![[…]]`; a wiki link never spans lines. */
export function wikilink(state: StateInline, silent: boolean): boolean {
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
export function inlineComment(state: StateInline, silent: boolean): boolean {
  if (!state.src.startsWith('%%', state.pos)) return false
  const close = state.src.indexOf('%%', state.pos + 2)
  if (!silent) state.push('comment', '', 0)
  state.pos = close < 0 ? state.posMax : close + 2
  return true
}

/** `#tag` after the start of the text, a space or `(`; not only digits. */
export function tag(state: StateInline, silent: boolean): boolean {
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
export function blockComment(state: StateBlock, startLine: number, _end: number, silent: boolean) {
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

/**
 * `$inline$` and `$$display$$` math as Obsidian reads it: the opening `$` not followed by a
 * space, the closing one not preceded by a space nor followed by a digit (`$5 and $10` is text).
 */
export function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state
  if (src.charCodeAt(pos) !== 0x24) return false
  const display = src.startsWith('$$', pos)
  let close = -1
  if (display) {
    close = src.indexOf('$$', pos + 2)
    if (close < 0 || close > posMax - 2 || !src.slice(pos + 2, close).trim()) return false
  } else {
    if (/[\s$]/.test(src[pos + 1] ?? ' ')) return false
    for (let i = pos + 2; i < posMax; i++) {
      if (src.charCodeAt(i) !== 0x24) continue
      if (/\s/.test(src[i - 1]!) || src[i - 1] === '\\') continue
      if (/\d/.test(src[i + 1] ?? '')) continue
      close = i
      break
    }
    if (close < 0) return false
  }
  if (!silent) {
    const token = state.push('math_inline', 'math', 0)
    token.content = src.slice(pos + (display ? 2 : 1), close).trim()
    token.meta = { display }
  }
  state.pos = close + (display ? 2 : 1)
  return true
}

/** A `$$` line opens display math that runs to the line ending `$$`. */
export function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean) {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false
  const start = state.bMarks[startLine]! + state.tShift[startLine]!
  const firstLine = state.src.slice(start, state.eMarks[startLine])
  if (!firstLine.startsWith('$$')) return false
  let content: string
  let last = startLine
  const rest = firstLine.slice(2)
  if (rest.trimEnd().endsWith('$$')) content = rest.trimEnd().slice(0, -2)
  else {
    const lines = [rest]
    for (last = startLine + 1; last < endLine; last++) {
      const text = state.src.slice(state.bMarks[last]! + state.tShift[last]!, state.eMarks[last])
      if (text.trimEnd().endsWith('$$')) {
        lines.push(text.trimEnd().slice(0, -2))
        break
      }
      lines.push(text)
    }
    if (last >= endLine) return false
    content = lines.join('\n')
  }
  if (silent) return true
  state.line = last + 1
  const token = state.push('math_block', 'math', 0)
  token.content = content.trim()
  token.map = [startLine, state.line]
  token.block = true
  return true
}

/** A list item's marker up to the character inside its task box, at the start of a line. */
const TASK_LINE = /^(?:[ \t]*>)*[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+\[/
const TASK = /^\[([^\]])\](?=\s|$)[ \t]?/
const CALLOUT = /^\[!([^\]\s]+)\]([+-]?)[ \t]*/
const BLOCK_ID = /(^|\s)\^([A-Za-z0-9-]+)\s*$/

export interface TaskMeta {
  checked: boolean
  /** The character between the brackets. */
  mark: string
  /** Where that character stands in the source read (from 0), or -1 when not found. */
  offset: number
}

export interface CalloutMeta {
  /** `note`, `warning`…, lower case. */
  type: string
  /** `-`: folded, `+`: foldable and open, '': not foldable. */
  fold: '' | '+' | '-'
  /** The title's inline tokens (empty: the type is the title). */
  title: Token[]
}

/** Where each line of the source starts: markdown-it counts `\r\n`, `\r` and `\n` as one end. */
function lineStarts(source: string): number[] {
  const starts = [0]
  for (const match of source.matchAll(/\r\n|\r|\n/g)) starts.push(match.index + match[0].length)
  return starts
}

/** `- [ ] task`: the item is marked with its state and where its box character stands. */
export function tasks(state: StateCore) {
  const { tokens } = state
  const source = (state.env as { source?: string }).source ?? state.src
  let starts: number[] | undefined
  for (let i = 2; i < tokens.length; i++) {
    const inline = tokens[i]!
    if (inline.type !== 'inline' || tokens[i - 1]!.type !== 'paragraph_open') continue
    if (tokens[i - 2]!.type !== 'list_item_open') continue
    const first = inline.children?.[0]
    const match = first?.type === 'text' ? TASK.exec(first.content) : null
    if (!first || !match) continue
    first.content = first.content.slice(match[0].length)
    starts ??= lineStarts(source)
    const line = inline.map?.[0] ?? -1
    const lineText = source.slice(starts[line] ?? 0, starts[line + 1] ?? source.length)
    const marker = line >= 0 ? TASK_LINE.exec(lineText) : null
    const offset = marker ? starts[line]! + marker[0].length : -1
    tokens[i - 2]!.meta = {
      ...tokens[i - 2]!.meta,
      task: {
        checked: match[1] !== ' ',
        mark: match[1]!,
        offset: source[offset] === match[1] ? offset : -1,
      } satisfies TaskMeta,
    }
  }
}

/** `> [!type]-  Title`: the quote is marked as a callout and the title taken off its text. */
export function callouts(state: StateCore) {
  const { tokens } = state
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (tokens[i]!.type !== 'blockquote_open' || tokens[i + 1]!.type !== 'paragraph_open') continue
    const inline = tokens[i + 2]!
    const children = inline.children ?? []
    const first = children[0]
    const match = first?.type === 'text' ? CALLOUT.exec(first.content) : null
    if (!first || !match) continue
    first.content = first.content.slice(match[0].length)
    const end = children.findIndex((child) => /break$/.test(child.type))
    const title = children.slice(0, end < 0 ? children.length : end)
    inline.children = end < 0 ? [] : children.slice(end + 1)
    tokens[i]!.meta = {
      ...tokens[i]!.meta,
      callout: {
        type: match[1]!.toLowerCase(),
        fold: match[2] as CalloutMeta['fold'],
        title: title.filter((child) => child.type !== 'text' || child.content.trim()),
      } satisfies CalloutMeta,
    }
  }
}

/**
 * `text ^id` at a block's end: the id is taken off the text and set on the block (and its list
 * item), which links and embeds (`#^id`) then reach.
 */
export function blockIds(state: StateCore) {
  const { tokens } = state
  for (let i = 1; i < tokens.length; i++) {
    const inline = tokens[i]!
    const last = inline.children?.at(-1)
    if (inline.type !== 'inline' || last?.type !== 'text') continue
    const match = BLOCK_ID.exec(last.content)
    if (!match) continue
    last.content = last.content.slice(0, match.index + match[1]!.length).trimEnd()
    for (const owner of [tokens[i - 1], tokens[i - 2]])
      if (owner && owner.nesting === 1 && /^(paragraph|list_item|heading)_open$/.test(owner.type))
        owner.meta = { ...owner.meta, blockId: match[2] }
  }
}
