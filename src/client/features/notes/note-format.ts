import type { Note } from '@/shared/notes'

export { notePreview } from '@/shared/notes'

/**
 * docs/product/notes-and-vaults.md: previews of 150 characters in the notes tab and 200 in search
 * results.
 */
export const NOTE_PREVIEW_CHARS = 150
export const SEARCH_PREVIEW_CHARS = 200
/** docs/product/notes-and-vaults.md: the notes search runs from 3 characters. */
export const MIN_SEARCH_CHARS = 3
export const SEARCH_TOO_SHORT = 'Enter at least 3 characters to search'

/**
 * docs/product/notes-and-vaults.md: tags are split at commas, trimmed, and empty ones dropped (and
 * de-duplicated).
 */
export function splitTags(input: string): string[] {
  const tags = input
    .split(',')
    .map((tag) => tag.trim().replace(/^#/, '').trim())
    .filter(Boolean)
  return [...new Set(tags)]
}

export const LEVEL_LABELS: Record<Note['consciousnessLevel'], string> = {
  basic: 'Basic',
  enhanced: 'Enhanced',
  profound: 'Profound',
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })
const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/** 'Nov 4, 2026' for an ISO time; the text itself when it is not a date. */
export function formatDay(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : dateFormat.format(time)
}

export function formatDateTime(iso: string | null): string {
  if (!iso) return 'Never'
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : dateTimeFormat.format(time)
}
