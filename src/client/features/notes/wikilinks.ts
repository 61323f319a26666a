/**
 * Obsidian `[[wikilinks]]` (and Markdown links to vault paths): reading them, turning them into
 * links, completing them. Where a link
 * leads is the server's to say (`src/shared/link-names.ts`, decisions 118, 123–125).
 */

import { MARKDOWN_LINK, markdownLinkPath, noteLinkPaths } from '@/shared/link-names'

export interface Wikilink {
  /** The note named, without alias or heading. */
  target: string
  /** What the reader sees: the alias, else the target. */
  label: string
}

/** Splits the inside of `[[…]]`: `target#heading|alias` (`\|` in tables, as Obsidian writes it). */
export function parseWikilink(inner: string): Wikilink {
  const [targetPart = '', alias] = inner.split(/\\?\|/)
  const target = (targetPart.split('#')[0] ?? '').trim()
  const label = alias?.trim() || target || targetPart.replace(/^#/, '').trim()
  return { target, label }
}

const WIKILINK = /\[\[([^\]\n]+)\]\]/
// One pass over both forms, so a link made from a wikilink is not read again as a Markdown one.
const ANY_LINK = new RegExp(`${WIKILINK.source}|${MARKDOWN_LINK.source}`, 'g')
// Inline code spans stay as they are; only the text around them is rewritten.
const CODE_SPAN = /(`[^`\n]*`)/

/**
 * Rewrites `[[wikilinks]]` and Markdown links to vault paths (`[text](Note.md)`) in a line of
 * Markdown into Markdown links made by `hrefOf` (or plain text when it returns undefined),
 * leaving inline code and links to the web alone.
 */
export function linkifyWikilinks(
  text: string,
  hrefOf: (link: Wikilink) => string | undefined,
): string {
  return text
    .split(CODE_SPAN)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(
            ANY_LINK,
            (whole, inner?: string, markdownText?: string, destination?: string) => {
              let link: Wikilink
              if (inner !== undefined) link = parseWikilink(inner)
              else {
                const target = markdownLinkPath(destination ?? '')
                if (target === undefined) return whole
                link = { target, label: markdownText || target }
              }
              const label = link.label.replace(/[[\]]/g, '')
              const href = hrefOf(link)
              return href ? `[${label}](${href})` : label
            },
          ),
    )
    .join('')
}

/**
 * The link paths of the `[[links]]` in a note's Markdown, each once, in order: what the server
 * lists as the note's `connections` once the text is saved (the same shared rule).
 */
export function wikilinkTargets(text: string): string[] {
  return [...new Set(noteLinkPaths(text))]
}

export interface WikilinkQuery {
  /** Index just after the opening `[[`. */
  start: number
  /** What has been typed after `[[` up to the caret. */
  query: string
}

/** The unfinished wikilink the caret is in (`[[Thr|`), or null. */
export function wikilinkQueryAt(text: string, caret: number): WikilinkQuery | null {
  const before = text.slice(0, caret)
  const open = before.lastIndexOf('[[')
  if (open < 0) return null
  const query = before.slice(open + 2)
  if (/[\]\n|#]/.test(query) || query.length > 100) return null
  return { start: open + 2, query }
}

/**
 * Titles that match what was typed, best first: exact, then prefix, then a word starting with
 * it, then anywhere; ties by length, then alphabetically.
 */
export function matchTitles(titles: string[], query: string, limit = 8): string[] {
  const wanted = query.trim().toLowerCase()
  const score = (title: string) => {
    const lower = title.toLowerCase()
    if (!wanted) return 3
    if (lower === wanted) return 0
    if (lower.startsWith(wanted)) return 1
    if (lower.split(/[\s/_-]+/).some((word) => word.startsWith(wanted))) return 2
    if (lower.includes(wanted)) return 3
    return -1
  }
  return [...new Set(titles)]
    .map((title) => ({ title, rank: score(title) }))
    .filter((entry) => entry.rank >= 0)
    .sort(
      (a, b) =>
        a.rank - b.rank || a.title.length - b.title.length || a.title.localeCompare(b.title),
    )
    .slice(0, limit)
    .map((entry) => entry.title)
}

/**
 * Completes the wikilink begun at `query.start` with `title`: replaces what was typed (and a
 * closing `]]` already there) and puts the caret after the link.
 */
export function completeWikilink(
  text: string,
  caret: number,
  query: WikilinkQuery,
  title: string,
): { text: string; caret: number } {
  const after = text.slice(caret)
  const rest = after.startsWith(']]') ? after.slice(2) : after
  const inserted = `${title}]]`
  return {
    text: text.slice(0, query.start) + inserted + rest,
    caret: query.start + inserted.length,
  }
}
