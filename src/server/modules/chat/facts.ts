const clean = (value: string) =>
  value
    .trim()
    .replace(/[.!?,;:]+$/, '')
    .replace(/\s+/g, ' ')
    .slice(0, 80)

const PATTERNS: { pattern: RegExp; label: string }[] = [
  { pattern: /\bmy name is ([\p{L}][\p{L}' -]{0,40}?)(?=[.,!?;]|\s+and\b|$)/iu, label: 'Name' },
  {
    pattern:
      /\b(?:call me|i am called|i'm called) ([\p{L}][\p{L}' -]{0,40}?)(?=[.,!?;]|\s+and\b|$)/iu,
    label: 'Name',
  },
  {
    pattern: /\bi (?:live in|am from|'m from) ([\p{L}][\p{L}' ,-]{1,60}?)(?=[.!?;]|\s+and\b|$)/iu,
    label: 'Lives in',
  },
  {
    pattern: /\bi (?:work as|am working as|'m working as) (?:an? )?([^.!?;]{2,60})/iu,
    label: 'Works as',
  },
  { pattern: /\bmy job is (?:an? )?([^.!?;]{2,60})/iu, label: 'Works as' },
  { pattern: /\bi(?: am|'m) (?:learning|studying) ([^.!?;]{2,60})/iu, label: 'Learning' },
  { pattern: /\bi (?:really )?(?:like|love|enjoy) ([^.!?;]{2,60})/iu, label: 'Likes' },
  { pattern: /\bmy favou?rite ([\p{L} ]{2,30}) is ([^.!?;]{1,60})/iu, label: 'Favorite' },
]

/**
 * Facts a person states about themselves ("my name is Ada", "I live in Lyon"), as short
 * "Label: value" lines the personas can remember. Only first-person statements count.
 */
export function extractFacts(message: string): string[] {
  const facts: string[] = []
  for (const { pattern, label } of PATTERNS) {
    const match = pattern.exec(message)
    if (!match) continue
    if (label === 'Favorite') {
      facts.push(`Favorite ${clean(match[1]!).toLowerCase()}: ${clean(match[2]!)}`)
    } else {
      const value = clean(match[1]!)
      if (value) facts.push(`${label}: ${label === 'Name' ? capitalizeWords(value) : value}`)
    }
  }
  return [...new Set(facts)]
}

const capitalizeWords = (value: string) => value.replace(/\b\p{L}/gu, (c) => c.toUpperCase())
