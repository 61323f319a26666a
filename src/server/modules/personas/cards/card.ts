import { MAX_CARD_BYTES } from '@/shared/personas'
import { MAX_JSON_DEPTH, parseShallowJson } from '../../../json-depth'
import { CardError } from './errors'
import {
  cardKeywordOf,
  isPng,
  readPngChunks,
  readTextChunk,
  rebuildPng,
  textChunk,
  type PngChunk,
} from './png'

/** Card fields, V3-shaped; every key the file had is kept, unknown ones included. */
export interface CardData {
  name: string
  description: string
  personality: string
  scenario: string
  first_mes: string
  mes_example: string
  creator_notes: string
  system_prompt: string
  post_history_instructions: string
  alternate_greetings: string[]
  tags: string[]
  creator: string
  character_version: string
  extensions: Record<string, unknown>
  character_book?: CharacterBook
  group_only_greetings?: string[]
  [unknown: string]: unknown
}

export interface CharacterBook {
  name?: string
  description?: string
  scan_depth?: number
  token_budget?: number
  recursive_scanning?: boolean
  extensions: Record<string, unknown>
  entries: LoreEntry[]
  [k: string]: unknown
}

export interface LoreEntry {
  keys: string[]
  content: string
  enabled: boolean
  insertion_order: number
  case_sensitive?: boolean
  constant?: boolean
  selective?: boolean
  secondary_keys?: string[]
  use_regex?: boolean
  name?: string
  comment?: string
  priority?: number
  id?: number | string
  position?: string
  extensions: Record<string, unknown>
  [k: string]: unknown
}

export interface ParsedCard {
  spec: 'chara_card_v1' | 'chara_card_v2' | 'chara_card_v3'
  data: CardData
  /** the PNG the card came in, card chunks removed; undefined for JSON */
  image?: Buffer
}

/** The largest card file we read, PNG or JSON. */
export { MAX_CARD_BYTES }

/**
 * Where keys found beside `data` at a card's root are kept (SillyTavern writes `avatar`, `chat`,
 * `create_date`, `fav`, `talkativeness` there): one object in `data.extensions`, so they travel
 * with the card without being mistaken for card fields (docs/decisions/203-character-cards.md).
 */
export const ROOT_FIELDS_EXTENSION = 'humancodex/root_fields'

const STRING_FIELDS = [
  'name',
  'description',
  'personality',
  'scenario',
  'first_mes',
  'mes_example',
  'creator_notes',
  'system_prompt',
  'post_history_instructions',
  'creator',
  'character_version',
] as const

/** The V1 fields old readers look for at the root; written there on export, read from `data`. */
const V1_MIRROR = [
  'name',
  'description',
  'personality',
  'scenario',
  'first_mes',
  'mes_example',
] as const
/** Root keys of a V2/V3 card that repeat `data` (SillyTavern also mirrors creator notes and tags). */
const ROOT_MIRROR_KEYS = new Set<string>([
  'spec',
  'spec_version',
  'data',
  ...V1_MIRROR,
  'creatorcomment',
  'tags',
])
/** Every field a card's data may carry by name; in a V1 card these sit at the root. */
const CARD_FIELDS = new Set<string>([
  ...STRING_FIELDS,
  'alternate_greetings',
  'tags',
  'extensions',
  'character_book',
  'group_only_greetings',
])

/** Reads a character card: a PNG with a `ccv3` or `chara` text chunk, or a JSON file (V1, V2 or V3). */
export function readCard(bytes: Buffer): ParsedCard {
  if (bytes.length > MAX_CARD_BYTES) {
    throw new CardError(
      `This file is larger than ${MAX_CARD_BYTES / 1024 / 1024} MiB, the most a card may be.`,
    )
  }
  if (bytes.length === 0) throw new CardError('This file is empty.')
  if (isPng(bytes)) return readPngCard(bytes)
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '')
  if (text.trimStart().startsWith('{')) return parseCardJson(text, 'This JSON file')
  throw new CardError('This file is neither a PNG image nor a JSON character card.')
}

function readPngCard(bytes: Buffer): ParsedCard {
  const chunks = readPngChunks(bytes)
  const byKeyword = (keyword: string) => chunks.find((chunk) => cardKeywordOf(chunk) === keyword)
  // V3 readers prefer `ccv3`; an unreadable `ccv3` still leaves the `chara` beside it.
  const candidates = [byKeyword('ccv3'), byKeyword('chara')].filter(
    (chunk): chunk is PngChunk => !!chunk,
  )
  if (candidates.length === 0) {
    throw new CardError('This PNG carries no character card (it has no chara or ccv3 text chunk).')
  }
  let firstError: unknown
  for (const chunk of candidates) {
    try {
      const parsed = parseCardJson(
        decodeCardText(readTextChunk(chunk)?.text ?? ''),
        'The card in this PNG',
      )
      const image = rebuildPng(chunks, bytes, (c) => cardKeywordOf(c) !== undefined)
      return { ...parsed, image }
    } catch (error) {
      firstError ??= error
    }
  }
  throw firstError
}

/** Card chunks hold base64 of UTF-8 JSON; a few writers put the JSON itself. */
function decodeCardText(text: string): string {
  const trimmed = text.trim()
  if (trimmed.startsWith('{')) return trimmed
  const compact = trimmed.replace(/\s+/g, '')
  if (!compact || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) {
    throw new CardError('The card in this PNG is not base64 text, so it cannot be read.')
  }
  return Buffer.from(compact, 'base64').toString('utf8')
}

const deepReason = (error: unknown) =>
  error instanceof SyntaxError && error.message.includes(`${MAX_JSON_DEPTH} levels`)
    ? `: ${error.message}`
    : ''

function parseCardJson(text: string, what: string): ParsedCard {
  let root: unknown
  try {
    // Nesting past 64 levels is refused before parsing: V8 takes seconds on deep nesting.
    root = parseShallowJson(text)
  } catch (error) {
    throw new CardError(`${what} is not valid JSON${deepReason(error)}.`)
  }
  if (!isRecord(root))
    throw new CardError(`${what} is not a character card (it is not a JSON object).`)
  const nested = isRecord(root.data) ? root.data : undefined
  const spec = nested
    ? root.spec === 'chara_card_v3'
      ? 'chara_card_v3'
      : 'chara_card_v2'
    : 'chara_card_v1'
  const data = nested ? fromNested(root, nested) : fromFlat(root)
  if (!data.name.trim()) throw new CardError(`${what} is not a character card: it has no name.`)
  return { spec, data }
}

/** V2/V3: `data` is the card; root keys other than the mirrored ones are kept aside. */
function fromNested(root: Record<string, unknown>, nested: Record<string, unknown>): CardData {
  const rootOnly = Object.entries(root).filter(([key]) => !ROOT_MIRROR_KEYS.has(key))
  return withRootFields(normalizeCardData(nested), rootOnly)
}

/** V1: the root is the card; SillyTavern's `creatorcomment` is its creator notes. */
function fromFlat(root: Record<string, unknown>): CardData {
  const fields = Object.entries(root).filter(([key]) => CARD_FIELDS.has(key))
  const rest = Object.entries(root).filter(([key]) => !CARD_FIELDS.has(key))
  const data = normalizeCardData(Object.fromEntries(fields))
  const comment = rest.find(([key]) => key === 'creatorcomment')
  if (comment && typeof comment[1] === 'string' && !data.creator_notes) {
    data.creator_notes = comment[1]
    return withRootFields(
      data,
      rest.filter(([key]) => key !== 'creatorcomment'),
    )
  }
  return withRootFields(data, rest)
}

function withRootFields(data: CardData, entries: [string, unknown][]): CardData {
  if (entries.length === 0) return data
  const kept = data.extensions[ROOT_FIELDS_EXTENSION]
  const merged = { ...(isRecord(kept) ? kept : {}), ...Object.fromEntries(entries) }
  return { ...data, extensions: { ...data.extensions, [ROOT_FIELDS_EXTENSION]: merged } }
}

/**
 * Card data with every known field in its type (missing strings '', lists [], extensions {}) and
 * every other key kept as it was. Idempotent, so a card read twice is the same card.
 */
export function normalizeCardData(raw: Record<string, unknown>): CardData {
  const strings = Object.fromEntries(STRING_FIELDS.map((key) => [key, toText(raw[key])]))
  const data: CardData = {
    ...raw,
    ...(strings as Pick<CardData, (typeof STRING_FIELDS)[number]>),
    alternate_greetings: toStringList(raw.alternate_greetings),
    group_only_greetings: toStringList(raw.group_only_greetings),
    tags: toTags(raw.tags),
    extensions: isRecord(raw.extensions) ? raw.extensions : {},
  }
  const book = isRecord(raw.character_book) ? normalizeBook(raw.character_book) : undefined
  if (book) data.character_book = book
  else delete data.character_book
  return data
}

function normalizeBook(raw: Record<string, unknown>): CharacterBook {
  const entries = Array.isArray(raw.entries) ? raw.entries.filter(isRecord).map(normalizeEntry) : []
  return { ...raw, extensions: isRecord(raw.extensions) ? raw.extensions : {}, entries }
}

function normalizeEntry(raw: Record<string, unknown>): LoreEntry {
  const entry: LoreEntry = {
    ...raw,
    keys: toStringList(raw.keys),
    content: toText(raw.content),
    enabled: raw.enabled !== false,
    insertion_order: toNumber(raw.insertion_order),
    extensions: isRecord(raw.extensions) ? raw.extensions : {},
  }
  if ('secondary_keys' in raw) entry.secondary_keys = toStringList(raw.secondary_keys)
  return entry
}

/**
 * A V3 card as JSON: `data` holds the card; the V1 fields are mirrored at the root for old
 * readers (docs/decisions/203-character-cards.md).
 */
export function cardToJson(data: CardData): Record<string, unknown> {
  const card = normalizeCardData(data)
  return {
    spec: 'chara_card_v3',
    spec_version: '3.0',
    ...Object.fromEntries(V1_MIRROR.map((key) => [key, card[key]])),
    creatorcomment: card.creator_notes,
    tags: card.tags,
    data: card,
  }
}

/**
 * The PNG `image` carrying `data` as SillyTavern writes a card: a `chara` tEXt chunk (the card as
 * V2 JSON, base64) and a `ccv3` one (V3), both before IEND, replacing any card chunks it had.
 */
export function writeCardPng(image: Buffer, data: CardData): Buffer {
  if (!isPng(image)) throw new CardError('A card can only be written into a PNG image.')
  const chunks = readPngChunks(image)
  const v3 = cardToJson(data)
  const v2 = { ...v3, spec: 'chara_card_v2', spec_version: '2.0' }
  const base64 = (card: unknown) => Buffer.from(JSON.stringify(card), 'utf8').toString('base64')
  return rebuildPng(chunks, image, (chunk) => cardKeywordOf(chunk) !== undefined, [
    textChunk('chara', base64(v2)),
    textChunk('ccv3', base64(v3)),
  ])
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return ''
}

function toNumber(value: unknown): number {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : 0
}

function toStringList(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : []
  if (!Array.isArray(value)) return []
  return value.filter((item) => typeof item === 'string' || typeof item === 'number').map(String)
}

/** Some V1 cards write tags as one comma-separated string. */
function toTags(value: unknown): string[] {
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean)
  }
  return toStringList(value)
}
