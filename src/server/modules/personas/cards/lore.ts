import type { CharacterBook, LoreEntry } from './card'

/** Messages scanned when a book names no depth; and the most we scan whatever it names. */
export const DEFAULT_SCAN_DEPTH = 4
export const MAX_SCAN_DEPTH = 20
/** Longest regular-expression key we try; longer ones never match. */
const MAX_REGEX_LENGTH = 200

/**
 * The lorebook entries to add to the prompt for this turn (docs/product/personas.md): enabled
 * entries that are constant, or whose keys appear in the last `scan_depth` messages (a selective
 * entry also needs one of its secondary keys), in insertion order, while their tokens fit within
 * both `maxTokens` and the book's own budget.
 */
export function selectLoreEntries(
  book: CharacterBook | undefined,
  recentMessages: string[],
  options: { countTokens: (text: string) => number; maxTokens: number },
): string[] {
  if (!book || !Array.isArray(book.entries) || book.entries.length === 0) return []
  const depth = scanDepth(book.scan_depth)
  const window =
    depth === 0 ? [] : recentMessages.slice(-depth).filter((message) => typeof message === 'string')
  const chosen = book.entries
    .map((entry, index) => ({ entry, index }))
    .filter(
      ({ entry }) =>
        entry.enabled !== false && typeof entry.content === 'string' && entry.content.trim(),
    )
    .filter(({ entry }) => entry.constant === true || triggers(entry, window))
    .sort(
      (a, b) =>
        order(a.entry.insertion_order) - order(b.entry.insertion_order) ||
        order(b.entry.priority) - order(a.entry.priority) ||
        a.index - b.index,
    )
  const budget = positive(book.token_budget)
  const limit = budget === undefined ? options.maxTokens : Math.min(options.maxTokens, budget)
  const selected: string[] = []
  let total = 0
  for (const { entry } of chosen) {
    const cost = options.countTokens(entry.content)
    if (total + cost > limit) break
    total += cost
    selected.push(entry.content)
  }
  return selected
}

function scanDepth(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return DEFAULT_SCAN_DEPTH
  return Math.min(Math.floor(value), MAX_SCAN_DEPTH)
}

function order(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined
}

function triggers(entry: LoreEntry, window: string[]): boolean {
  if (window.length === 0 || !anyKey(entry, entry.keys, window)) return false
  const secondary = Array.isArray(entry.secondary_keys) ? entry.secondary_keys : []
  if (entry.selective === true && secondary.some((key) => typeof key === 'string' && key.trim())) {
    return anyKey(entry, secondary, window)
  }
  return true
}

/** Whether any key appears in any one message (a key never spans two messages). */
function anyKey(entry: LoreEntry, keys: unknown, window: string[]): boolean {
  if (!Array.isArray(keys)) return false
  const caseSensitive = entry.case_sensitive === true
  const haystacks = caseSensitive ? window : window.map((message) => message.toLowerCase())
  return keys.some((key) => {
    if (typeof key !== 'string' || !key.trim()) return false
    if (entry.use_regex === true) return regexMatches(key, caseSensitive, window)
    const needle = caseSensitive ? key : key.toLowerCase()
    return haystacks.some((message) => message.includes(needle))
  })
}

/**
 * A regular-expression key, written `/pattern/flags` or as a bare pattern. Patterns that do not
 * compile, are long, or nest quantifiers (the shape of catastrophic backtracking, which could stall
 * the server on a chat message) simply do not match.
 */
function regexMatches(key: string, caseSensitive: boolean, messages: string[]): boolean {
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(key)
  const pattern = literal ? literal[1]! : key
  let flags = literal ? literal[2]!.replace(/[gy]/g, '') : ''
  if (!caseSensitive && !literal && !flags.includes('i')) flags += 'i'
  if (
    pattern.length > MAX_REGEX_LENGTH ||
    /\([^)]*[+*}][^)]*\)\s*[+*{]/.test(pattern) ||
    /\\\d/.test(pattern)
  ) {
    return false
  }
  try {
    const regex = new RegExp(pattern, flags)
    return messages.some((message) => regex.test(message))
  } catch {
    return false
  }
}
