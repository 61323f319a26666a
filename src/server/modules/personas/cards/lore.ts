import type { CharacterBook, LoreEntry } from './card'
import { compileLoreKey } from './lore-pattern'

/** Messages scanned when a book names no depth; and the most we scan whatever it names. */
export const DEFAULT_SCAN_DEPTH = 4
export const MAX_SCAN_DEPTH = 20
/**
 * The most a turn spends testing regular-expression keys
 * (docs/decisions/230-person-patterns-in-linear-time.md).
 */
export const REGEX_TURN_BUDGET_MS = 100

/** Where an entry goes in the prompt, as SillyTavern places it (docs/product/personas.md). */
export type LorePlacement =
  | { kind: 'before_char' }
  | { kind: 'after_char' }
  /** Among the chat's messages, `depth` messages from the end, spoken as `role`. */
  | { kind: 'at_depth'; depth: number; role: 'system' | 'user' | 'assistant' }

/** A lorebook entry chosen for this turn: its text, where it goes and what to call it. */
export interface FiredLore {
  content: string
  placement: LorePlacement
  /** Its name, comment or first key: how "What the model received" names it. */
  label: string
}

/**
 * The lorebook entries to add to the prompt for this turn (docs/product/personas.md): enabled
 * entries that are constant, or whose keys appear in the last `scan_depth` messages (a selective
 * entry's secondary keys then apply by its logic), in insertion order, while their tokens fit
 * within both `maxTokens` and the book's own budget.
 */
export function selectLore(
  book: CharacterBook | undefined,
  recentMessages: string[],
  options: {
    countTokens: (text: string) => number
    maxTokens: number
    /** The clock the regex budget is read from (tests pass their own). */
    now?: () => number
  },
): FiredLore[] {
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
  const selected: FiredLore[] = []
  let total = 0
  for (const { entry, index } of chosen) {
    const cost = options.countTokens(entry.content)
    if (total + cost > limit) break
    total += cost
    selected.push({
      content: entry.content,
      placement: placementOf(entry),
      label: labelOf(entry, index),
    })
  }
  return selected
}

/** The chosen entries' text alone, in prompt order. */
export const selectLoreEntries = (...args: Parameters<typeof selectLore>): string[] =>
  selectLore(...args).map((entry) => entry.content)

/** The most messages back an entry may be placed at. */
export const MAX_LORE_DEPTH = 100

const ROLES = ['system', 'user', 'assistant'] as const

/**
 * SillyTavern writes the place as `extensions.position` (0 before the character, 1 after it,
 * 4 at a depth, with `extensions.depth` and `extensions.role`); the card format as `position`
 * (`before_char` or `after_char`). The number wins; anything else goes before the character.
 */
export function placementOf(entry: LoreEntry): LorePlacement {
  const ext = entry.extensions ?? {}
  const position = typeof ext.position === 'number' ? ext.position : undefined
  if (position === 4) {
    const depth = typeof ext.depth === 'number' && Number.isFinite(ext.depth) ? ext.depth : 4
    const role = typeof ext.role === 'number' ? (ROLES[ext.role] ?? 'system') : 'system'
    return {
      kind: 'at_depth',
      depth: Math.min(Math.max(0, Math.floor(depth)), MAX_LORE_DEPTH),
      role,
    }
  }
  if (position === 1 || (position === undefined && entry.position === 'after_char'))
    return { kind: 'after_char' }
  return { kind: 'before_char' }
}

function labelOf(entry: LoreEntry, index: number): string {
  const named = [entry.name, entry.comment, entry.keys?.[0]].find(
    (text) => typeof text === 'string' && text.trim(),
  )
  return (named as string | undefined)?.trim().slice(0, 80) ?? `Entry ${index + 1}`
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
  const secondary = Array.isArray(entry.secondary_keys)
    ? entry.secondary_keys.filter((key) => typeof key === 'string' && key.trim())
    : []
  if (entry.selective !== true || secondary.length === 0) return true
  // SillyTavern's `extensions.selectiveLogic`: 0 AND ANY, 1 NOT ALL, 2 NOT ANY, 3 AND ALL.
  const logic = entry.extensions?.selectiveLogic
  const each = () => secondary.map((key) => anyKey(entry, [key], window, budget))
  if (logic === 1) return !each().every(Boolean)
  if (logic === 2) return !anyKey(entry, secondary, window, budget)
  if (logic === 3) return each().every(Boolean)
  return anyKey(entry, secondary, window, budget)
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
