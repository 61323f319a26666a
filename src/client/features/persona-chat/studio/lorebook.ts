import type { PersonaCard } from '@/shared/personas'

/** The lorebook as the card holds it; every field we do not edit is kept. */
export type Book = NonNullable<PersonaCard['character_book']>

/** One entry, with the fields the studio edits named (Character Card V3, SillyTavern's). */
export type Entry = Book['entries'][number] & {
  secondary_keys?: string[]
  selective?: boolean
  constant?: boolean
  use_regex?: boolean
  comment?: string
  name?: string
  position?: string
  extensions?: Record<string, unknown>
}

/** SillyTavern's `extensions.selectiveLogic`, in its order (0 to 3). */
export const LOGICS = [
  'And any: one of them too',
  'Not all: not every one of them',
  'Not any: none of them',
  'And all: every one of them too',
] as const

export interface Placement {
  kind: 'before_char' | 'after_char' | 'at_depth'
  depth: number
}

/** A comma-separated list, trimmed, empty items dropped. */
export const parseList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/**
 * Where an entry goes, read as the server reads it: SillyTavern's `extensions.position`
 * (0 before, 1 after the character, 4 at `extensions.depth`) wins over the card format's `position`.
 */
export function entryPlacement(entry: Entry): Placement {
  const ext = entry.extensions ?? {}
  const depth = typeof ext.depth === 'number' ? ext.depth : 4
  if (ext.position === 4) return { kind: 'at_depth', depth }
  if (ext.position === 1 || (ext.position === undefined && entry.position === 'after_char'))
    return { kind: 'after_char', depth }
  return { kind: 'before_char', depth }
}

/** The entry placed anew, written both ways so SillyTavern and the card format agree. */
export function withPlacement(entry: Entry, placement: Placement): Entry {
  const ext = entry.extensions ?? {}
  const number = { before_char: 0, after_char: 1, at_depth: 4 }[placement.kind]
  return {
    ...entry,
    // The card format knows only before and after; at a depth SillyTavern writes after_char beside 4.
    position: placement.kind === 'before_char' ? 'before_char' : 'after_char',
    extensions: {
      ...ext,
      position: number,
      ...(placement.kind === 'at_depth'
        ? { depth: Math.max(0, Math.floor(placement.depth)), role: ext.role ?? 0 }
        : {}),
    },
  }
}

/** A blank entry after the others: enabled, before the character, ordered last. */
export function newEntry(entries: readonly Entry[]): Entry {
  const last = Math.max(0, ...entries.map((entry) => Number(entry.insertion_order) || 0))
  const ids = entries.map((entry) => (typeof entry.id === 'number' ? entry.id : -1))
  return {
    id: Math.max(-1, ...ids) + 1,
    keys: [],
    secondary_keys: [],
    content: '',
    enabled: true,
    constant: false,
    selective: false,
    use_regex: false,
    insertion_order: last + 10,
    position: 'before_char',
    comment: '',
    extensions: { position: 0 },
  }
}
