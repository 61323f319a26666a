import type { CharacterBook, LoreEntry } from './card'

/** Messages scanned when a book names no depth; and the most we scan whatever it names. */
export const DEFAULT_SCAN_DEPTH = 4
export const MAX_SCAN_DEPTH = 20
/** Longest regular-expression key we try; longer ones never match. */
const MAX_REGEX_LENGTH = 200

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
  options: { countTokens: (text: string) => number; maxTokens: number },
): FiredLore[] {
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

function triggers(entry: LoreEntry, window: string[]): boolean {
  if (window.length === 0 || !anyKey(entry, entry.keys, window)) return false
  const secondary = Array.isArray(entry.secondary_keys)
    ? entry.secondary_keys.filter((key) => typeof key === 'string' && key.trim())
    : []
  if (entry.selective !== true || secondary.length === 0) return true
  // SillyTavern's `extensions.selectiveLogic`: 0 AND ANY, 1 NOT ALL, 2 NOT ANY, 3 AND ALL.
  const logic = entry.extensions?.selectiveLogic
  const each = () => secondary.map((key) => anyKey(entry, [key], window))
  if (logic === 1) return !each().every(Boolean)
  if (logic === 2) return !anyKey(entry, secondary, window)
  if (logic === 3) return each().every(Boolean)
  return anyKey(entry, secondary, window)
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
