import { homeSections, routeRegistry } from '@/shared/routes'
import type { KnowledgeBase } from './knowledge'
import { expandQuery } from './question'

/** A live screen a decline can offer, by the title its navigation shows. */
export interface ScreenLink {
  title: string
  path: string
}

/** Every live destination and its navigation title: a decline links only to these. */
const LIVE = new Map<string, string>([
  ...routeRegistry
    .filter((entry) => entry.live && !entry.redirectTo)
    .map((entry) => [entry.path, entry.title] as const),
  ...homeSections
    .filter((section) => section.live)
    .map((section) => [`/#${section.id}`, section.title] as const),
])

/**
 * Where to look when the closest passages name no screen (a question about the weather): the
 * guide to every screen, the personas and the courses.
 */
const FALLBACK = ['/platform-guide', '/agents', '/learning']

/** The live screen a passage's link points to: its path without the part after a second `#`. */
function screenOf(path: string | undefined): string | null {
  if (!path) return null
  if (LIVE.has(path)) return path
  const page = path.split('#')[0]!
  return LIVE.has(page) ? page : null
}

/**
 * The two or three screens of the site closest to a question the engine cannot answer: the
 * screens of the passages that match it best (by BM25 over every resident passage), then the
 * general ones. Public passages only, so a decline never points at someone's note.
 */
export function closestScreens(knowledge: KnowledgeBase, question: string, count = 3) {
  const found: string[] = []
  for (const hit of knowledge.search(expandQuery(question), 24, null)) {
    const screen = screenOf(hit.passage.path)
    if (screen && screen !== '/' && !found.includes(screen)) found.push(screen)
    if (found.length === count) break
  }
  for (const screen of FALLBACK)
    if (found.length < count && !found.includes(screen)) found.push(screen)
  return found.map((path): ScreenLink => ({ title: LIVE.get(path)!, path }))
}

/** "[Account](/account), [Learning](/learning) or [Agents](/agents)" in the reply's language. */
export function listLinks(links: readonly ScreenLink[], or: string): string {
  const each = links.map((link) => `[${link.title}](${link.path})`)
  return each.length > 1 ? `${each.slice(0, -1).join(', ')} ${or} ${each.at(-1)}` : (each[0] ?? '')
}
