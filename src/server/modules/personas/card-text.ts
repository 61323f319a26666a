import type { PersonaCard } from '@/shared/personas'
import { tokensOf } from '../../ai/tokens'
import { fillMacros, selectLore, type CharacterBook, type FiredLore } from './cards/index'

/** The most a lorebook adds to a prompt, whatever its own budget says. */
const MAX_LORE_TOKENS = 1_024

/** `{{char}}` and `{{user}}` (and the older `<BOT>`/`<USER>`) filled in. */
export const fillNames = (text: string, names: { char: string; user: string }) =>
  fillMacros(text, names)

/**
 * The lorebook entries whose keys appear in the recent messages, within the book's token
 * budget and ours, each with its place in the prompt (docs/product/personas.md "Character cards").
 */
export const firedLore = (
  book: PersonaCard['character_book'],
  recentMessages: readonly string[],
): FiredLore[] =>
  selectLore(book as CharacterBook | undefined, [...recentMessages], {
    countTokens: tokensOf,
    maxTokens: MAX_LORE_TOKENS,
  })

/** The fired entries' text alone. */
export const loreEntries = (
  book: PersonaCard['character_book'],
  recentMessages: readonly string[],
): string[] => firedLore(book, recentMessages).map((entry) => entry.content)
