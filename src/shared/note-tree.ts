/**
 * The one reading's tokens as a tree, for drawing a note, and the part of a note an embed shows
 * (`![[Note#Heading]]`, `![[Note#^id]]`), found by the same reading (docs/notes.md).
 */
import { noteTokens, type Token } from './note-markdown'

export interface NoteNode {
  /** The opening token (or the only one, for tokens that hold no others). */
  token: Token
  children: NoteNode[]
}

/** Nests a flat token list by its open/close pairs; inline tokens' children become nodes too. */
export function tokenTree(tokens: readonly Token[]): NoteNode[] {
  const root: NoteNode[] = []
  const stack: NoteNode[][] = [root]
  for (const token of tokens) {
    const siblings = stack.at(-1)!
    if (token.nesting === 1) {
      const node: NoteNode = { token, children: [] }
      siblings.push(node)
      stack.push(node.children)
    } else if (token.nesting === -1) {
      // A close without its open (never from markdown-it) ends nothing.
      if (stack.length > 1) stack.pop()
    } else
      siblings.push({
        token,
        children: token.type === 'inline' ? tokenTree(token.children ?? []) : [],
      })
  }
  return root
}

/** The note's body as a tree. */
export const noteTree = (body: string) => tokenTree(noteTokens(body))

const headingText = (tokens: Token[], i: number) => tokens[i + 1]?.content.trim() ?? ''

/**
 * The source lines an embed of `subpath` shows: a heading's section (to the next heading of its
 * level or above), or the block carrying `^id`; undefined when the note has no such part.
 * Headings match as Obsidian matches them, ignoring case.
 */
export function noteSection(body: string, subpath: string): string | undefined {
  const tokens = noteTokens(body)
  const lines = body.split(/\r\n|\r|\n/)
  const wanted = subpath.trim()
  if (wanted.startsWith('^')) {
    const id = wanted.slice(1)
    const owner = tokens.find(
      (token) => (token.meta as { blockId?: string } | null)?.blockId === id,
    )
    if (!owner?.map) return undefined
    return lines
      .slice(owner.map[0], owner.map[1])
      .join('\n')
      .replace(/\s\^[A-Za-z0-9-]+\s*$/, '')
  }
  // `Note#A#B` names B under A; the last heading decides, as in Obsidian.
  const name = (wanted.split('#').at(-1) ?? '').trim().toLowerCase()
  const start = tokens.findIndex(
    (token, i) => token.type === 'heading_open' && headingText(tokens, i).toLowerCase() === name,
  )
  if (start < 0 || !tokens[start]!.map) return undefined
  const level = Number(tokens[start]!.tag.slice(1))
  const next = tokens.find(
    (token, i) =>
      i > start &&
      token.type === 'heading_open' &&
      token.level === 0 &&
      Number(token.tag.slice(1)) <= level,
  )
  return lines.slice(tokens[start]!.map![0], next?.map?.[0] ?? lines.length).join('\n')
}
