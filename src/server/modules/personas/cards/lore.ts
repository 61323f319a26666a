import type { CharacterBook, LoreEntry } from './card'
import { compileLoreKey } from './lore-pattern'

/** Messages scanned when a book names no depth; and the most we scan whatever it names. */
export const DEFAULT_SCAN_DEPTH = 4
export const MAX_SCAN_DEPTH = 20
/** The most a turn spends testing regular-expression keys (docs/decisions/230-person-patterns-in-linear-time.md). */
export const REGEX_TURN_BUDGET_MS = 100

/**
 * The lorebook entries to add to the prompt for this turn (docs/product/personas.md): enabled
 * entries that are constant, or whose keys appear in the last `scan_depth` messages (a selective
 * entry also needs one of its secondary keys), in insertion order, while their tokens fit within
 * both `maxTokens` and the book's own budget.
 */
export function selectLoreEntries(
  book: CharacterBook | undefined,
  recentMessages: string[],
  options: {
    countTokens: (text: string) => number
    maxTokens: number
    /** The clock the regex budget is read from (tests pass their own). */
    now?: () => number
  },
): string[] {
  if (!book || !Array.isArray(book.entries) || book.entries.length === 0) return []
  const depth = scanDepth(book.scan_depth)
  const window =
    depth === 0 ? [] : recentMessages.slice(-depth).filter((message) => typeof message === 'string')
  const now = options.now ?? (() => performance.now())
  const regexBudget: RegexBudget = { now, spentMs: 0 }
  const chosen = book.entries
    .map((entry, index) => ({ entry, index }))
    .filter(
      ({ entry }) =>
        entry.enabled !== false && typeof entry.content === 'string' && entry.content.trim(),
    )
    .filter(({ entry }) => entry.constant === true || triggers(entry, window, regexBudget))
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

function triggers(entry: LoreEntry, window: string[], budget: RegexBudget): boolean {
  if (window.length === 0 || !anyKey(entry, entry.keys, window, budget)) return false
  const secondary = Array.isArray(entry.secondary_keys) ? entry.secondary_keys : []
  if (entry.selective === true && secondary.some((key) => typeof key === 'string' && key.trim())) {
    return anyKey(entry, secondary, window, budget)
  }
  return true
}

/** Whether any key appears in any one message (a key never spans two messages). */
function anyKey(entry: LoreEntry, keys: unknown, window: string[], budget: RegexBudget): boolean {
  if (!Array.isArray(keys)) return false
  const caseSensitive = entry.case_sensitive === true
  const haystacks = caseSensitive ? window : window.map((message) => message.toLowerCase())
  return keys.some((key) => {
    if (typeof key !== 'string' || !key.trim()) return false
    if (entry.use_regex === true) return regexMatches(key, caseSensitive, window, budget)
    const needle = caseSensitive ? key : key.toLowerCase()
    return haystacks.some((message) => message.includes(needle))
  })
}

/**
 * A regular-expression key, run by the linear-time engine (`lore-pattern.ts`). A key that does
 * not compile or is too costly simply does not match (saving or importing one is refused, see
 * `loreKeyProblem`); once a turn's tests have taken `REGEX_TURN_BUDGET_MS`, the rest do not match
 * (one test is bounded on its own, see MAX_WORK_PER_TEST).
 */
function regexMatches(
  key: string,
  caseSensitive: boolean,
  messages: string[],
  budget: RegexBudget,
): boolean {
  if (budget.spentMs >= REGEX_TURN_BUDGET_MS) return false
  const pattern = compileLoreKey(key, caseSensitive)
  if (typeof pattern === 'string') return false
  const started = budget.now()
  try {
    return messages.some((message) => pattern.test(message))
  } finally {
    budget.spentMs += budget.now() - started
  }
}

/** What a turn may spend on regular-expression keys, checked between tests. */
interface RegexBudget {
  now: () => number
  spentMs: number
}

/**
 * Why a book's regular-expression key cannot be kept, naming the entry and the key, or null
 * when every key can run. Saving or importing a card with such a key is refused with this (400).
 */
export function loreKeyProblem(book: CharacterBook | undefined): string | null {
  if (!book || !Array.isArray(book.entries)) return null
  for (const [index, entry] of book.entries.entries()) {
    if (!entry || entry.use_regex !== true) continue
    const label = entryLabel(entry, index)
    for (const field of ['keys', 'secondary_keys'] as const) {
      const keys: unknown = entry[field]
      if (!Array.isArray(keys)) continue
      for (const [at, key] of keys.entries()) {
        if (typeof key !== 'string' || !key.trim()) continue
        const compiled = compileLoreKey(key, entry.case_sensitive === true)
        if (typeof compiled === 'string')
          return `character_book.entries.${index}.${field}.${at}: ${label}'s key ${JSON.stringify(key.slice(0, 80))} ${compiled}.`
      }
    }
  }
  return null
}

function entryLabel(entry: LoreEntry, index: number): string {
  const name = [entry.name, entry.comment].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  return name
    ? `lorebook entry ${JSON.stringify(name.trim().slice(0, 60))}`
    : `lorebook entry ${index + 1}`
}
