import type { PersonaCard } from '@/shared/personas'
import { tokensOf } from '../../ai/tokens'
import { fillMacros, selectLoreEntries, type CharacterBook } from './cards/index'

/** The most a lorebook adds to a prompt, whatever its own budget says. */
const MAX_LORE_TOKENS = 1_024

/** `{{char}}` and `{{user}}` (and the older `<BOT>`/`<USER>`) filled in. */
export const fillNames = (text: string, names: { char: string; user: string }) =>
  fillMacros(text, names)

/**
 * The lorebook entries whose keys appear in the recent messages, within the book's token
 * budget and ours (docs/product/personas.md "Character cards").
 */
export const loreEntries = (
  book: PersonaCard['character_book'],
  recentMessages: readonly string[],
): string[] =>
  selectLoreEntries(book as CharacterBook | undefined, [...recentMessages], {
    countTokens: tokensOf,
    maxTokens: MAX_LORE_TOKENS,
  })
