import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { homeSections, routeRegistry } from '@/shared/routes'
import type { Passage } from './knowledge'
import { splitSentences, stripMarkdown } from './sentences'

/** The repository's `docs/`: our own description of the product and the operator pages. */
const DOCS_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs')

/** Our own description of each area (docs/product/), without its notes for developers. */
export const PRODUCT_DIR = path.join(DOCS_ROOT, 'product')

/**
 * A sentence a visitor should not read: setting names, code paths, decision numbers. Tested on
 * the Markdown, before emphasis marks go: `VAULTS_DIR` would read as "VAULTSDIR" after.
 */
// Two quoted strings in one sentence are a screen's texts listed for developers.
const FOR_DEVELOPERS =
  /\b[A-Z]+_[A-Z_]+\b|\bdecisions? \d|\bsrc\/|\.tsx?\b|\bIn the code\b|"[^"]+"[^"]*"[^"]+"/

/** An operator sentence of more than two pieces of code is a command line, not an answer. */
const codeSpans = (sentence: string) => (sentence.match(/`[^`]*`/g) ?? []).length

/** Every live destination a passage may link to. */
const LIVE = new Set([
  ...routeRegistry.filter((entry) => entry.live && !entry.redirectTo).map((entry) => entry.path),
  ...homeSections.filter((section) => section.live).map((section) => `/#${section.id}`),
])

/**
 * The screen each product page is about, where a section names none of its own: a person who
 * reads an answer from the page can open the screen it describes.
 */
const PAGE_SCREEN: Record<string, string> = {
  'accounts-and-premium': '/account',
  'agent-zero': '/agent-zero-monitor',
  commerce: '/bookstore',
  communication: '/collaboration',
  community: '/social-chat-dashboard',
  'dashboards-and-operations': '/system-dashboard',
  experts: '/agents',
  knowledge: '/research',
  'landing-and-navigation': '/',
  learning: '/learning',
  media: '/videos',
  'message-board-and-agents': '/messaging-board',
  'notes-and-vaults': '/knowledge-editor',
  'persona-chat': '/#ai-interface',
  personas: '/personas',
}

/** The guide to every screen: where a section of no screen of its own is read about. */
const GUIDE = '/platform-guide'

/**
 * The operator sections a person needs beyond docs/product (backup, model connections, crisis
 * help), each with the screen it concerns. Only these are read: the rest of `docs/` is for
 * developers. API keys, vaults, personas and cards, privacy and deletion are in docs/product
 * already (accounts-and-premium, notes-and-vaults, personas); docs/openai-api.md's key section
 * says the same as accounts-and-premium in more code, and its longer sentences outranked the
 * plain one ("at most 20 keys").
 */
const OPERATOR_SECTIONS: { file: string; heading: RegExp; title: string; path: string }[] = [
  {
    file: 'operations.md',
    heading: /^Backup and restore$/,
    title: 'Backup and restore',
    path: '/admin',
  },
  {
    file: 'operations.md',
    heading: /^Model connections$/,
    title: 'Model connections',
    path: '/model-connections',
  },
  { file: 'operations.md', heading: /^Crisis help$/, title: 'Crisis help', path: GUIDE },
]

/** At most this many sentences of one operator section: they are long, and written for operators. */
const OPERATOR_SENTENCES = 12

/** A section's first live screen path in backticks (`/account`), else the page's own. */
function screenIn(lines: readonly string[], fallback: string): string {
  for (const match of lines.join(' ').matchAll(/`(\/[a-z0-9#/-]*)`/g))
    if (LIVE.has(match[1]!) && match[1] !== '/') return match[1]!
  return fallback
}

/** The sentences of a section a visitor may read; `operator` keeps those of at most two code spans. */
const visitorText = (lines: readonly string[], operator = false) =>
  splitSentences(
    lines
      .join(' ')
      // "(decision 130)", "([roles-and-accounts.md](…))": pointers for developers.
      .replace(/\s*\((see )?decisions? [\d, and]+\)|\s*\(\[[^\]]*\.md\]\([^)]*\)\)/g, ''),
  )
    .filter((sentence) => !FOR_DEVELOPERS.test(sentence) && (!operator || codeSpans(sentence) <= 2))
    .slice(0, operator ? OPERATOR_SENTENCES : Infinity)
    .map(stripMarkdown)
    .join(' ')

/** A Markdown page split at its `##` headings, list marks and table rows dropped. */
function sections(file: string) {
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  const title = lines[0]!.replace(/^#\s*/, '').trim()
  const parts: { heading: string; lines: string[] }[] = [{ heading: title, lines: [] }]
  for (const line of lines.slice(1)) {
    if (/^#{2,}\s/.test(line))
      parts.push({
        // "Editor (`/knowledge-editor`)", "Who reads what (decision 130)": the words only.
        heading: line
          .replace(/^#+\s*/, '')
          .replace(/\s*\((`[^`]*`(, )?)+\)|\s*\(decisions? [\d, and]+\)|\s+—\s+`.*$/g, '')
          .trim(),
        lines: [line],
      })
    else parts.at(-1)!.lines.push(line.replace(/^\s*[-*]\s+|^\s*\|.*$/, ''))
  }
  return { title, parts }
}

/**
 * Every section of `docs/product/` as a passage, linked to the screen it describes (one it
 * names, else its page's screen, else the platform guide).
 */
export function productPassages(dir: string = PRODUCT_DIR): Passage[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .flatMap((file) => {
      const slug = file.slice(0, -3)
      const { title, parts } = sections(path.join(dir, file))
      const page = PAGE_SCREEN[slug] && LIVE.has(PAGE_SCREEN[slug]) ? PAGE_SCREEN[slug] : GUIDE
      return parts
        .filter((part) => !/in the code/i.test(part.heading))
        .map((part, i) => ({
          id: `product:${slug}:${i}`,
          title: part.heading === title ? title : `${title}: ${part.heading}`,
          text: visitorText(part.lines.slice(part.heading === title ? 0 : 1)),
          path: screenIn(part.lines, page),
          kind: 'description' as const,
        }))
        .filter((passage) => passage.text.length > 0)
    })
}

/** The operator sections of `OPERATOR_SECTIONS`, read at start like the product pages. */
export function operatorPassages(root: string = DOCS_ROOT): Passage[] {
  return OPERATOR_SECTIONS.flatMap((wanted) => {
    const file = path.join(root, wanted.file)
    if (!fs.existsSync(file)) return []
    const part = sections(file).parts.find((p) => wanted.heading.test(p.heading))
    const text = part ? visitorText(part.lines.slice(1), true) : ''
    return text
      ? [
          {
            id: `operator:${wanted.file.slice(0, -3)}:${wanted.title}`,
            title: wanted.title,
            text,
            path: LIVE.has(wanted.path) ? wanted.path : GUIDE,
            kind: 'description' as const,
          },
        ]
      : []
  })
}
