import { routeIntents } from './route-intents'
import { routeRegistry, type RouteEntry } from './routes'

/** Three-letter pieces of a text, with its word edges marked: "api" → " ap", "api", "pi ". */
function trigrams(text: string): Set<string> {
  const grams = new Set<string>()
  for (const word of text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)) {
    const padded = ` ${word} `
    for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3))
  }
  return grams
}

/**
 * The screens whose name or intents (route-intents.ts) share the most letters with a query that
 * found nothing, best first (decision 264): what quick search offers instead of an empty list.
 * Only live screens with a page of their own; none when nothing is even close.
 */
export function closestScreens(query: string, count = 3): RouteEntry[] {
  const wanted = trigrams(query)
  if (wanted.size === 0) return []
  const scored = routeRegistry
    .filter((entry) => entry.live && !entry.redirectTo)
    .map((entry) => {
      const words = [entry.title, ...(routeIntents[entry.path] ?? [])]
      const score = Math.max(
        ...words.map((text) => {
          const grams = trigrams(text)
          let shared = 0
          for (const gram of wanted) if (grams.has(gram)) shared += 1
          return shared / (wanted.size + grams.size - shared)
        }),
      )
      return { entry, score }
    })
    .filter((item) => item.score > 0)
  scored.sort((a, b) => b.score - a.score)
  return scored.slice(0, count).map((item) => item.entry)
}
