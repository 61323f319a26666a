export { cardArtProblem, MAX_CARD_ART_BYTES, MAX_CARD_ART_SIDE, pngSize } from './art'
export {
  cardToJson,
  MAX_CARD_BYTES,
  normalizeCardData,
  readCard,
  ROOT_FIELDS_EXTENSION,
  writeCardPng,
  type CardData,
  type CharacterBook,
  type LoreEntry,
  type ParsedCard,
} from './card'
export { CardError } from './errors'
export { fillMacros } from './macros'
export {
  loreKeyProblem,
  placementOf,
  selectLore,
  selectLoreEntries,
  type FiredLore,
  type LorePlacement,
} from './lore'
export { placeholderPortrait } from './portrait'
