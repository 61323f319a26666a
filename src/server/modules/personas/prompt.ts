import { greetingsOf, platformOn, type PersonaCard, type PersonaId } from '@/shared/personas'
import { fillNames, firedLore } from './card-text'
import type { LorePlacement } from './cards/index'

/** What a chat turn needs of a persona: read once from the registry per turn. */
export interface ChatPersona {
  id: string
  name: string
  builtin: boolean
  /** Everyone may chat with it (a built-in, or shared by an administrator). */
  shared: boolean
  /** The built-in voice it speaks with, and whose offline style and model choice it borrows. */
  voice: PersonaId
  /** Its own model (one an administrator allows), else null. */
  model: string | null
  card: PersonaCard
}

/** A card without a system prompt: SillyTavern's default main prompt. */
const DEFAULT_MAIN =
  "Write {{char}}'s next reply in a fictional chat between {{char}} and {{user}}."
/** A built-in without one (an administrator emptied it). */
const DEFAULT_BUILTIN =
  "You are {{char}}. Stay in character: answer as {{char}} would, in {{char}}'s voice, and never say you are an AI model unless asked."
const ORIGINAL = /\{\{\s*original\s*\}\}/gi
const HAS_ORIGINAL = /\{\{\s*original\s*\}\}/i

/** A message placed among the chat's turns, `depth` messages from the end (0: after the last). */
export interface DepthMessage {
  depth: number
  role: 'system' | 'user' | 'assistant'
  content: string
  /** The lorebook entry it is, when it is one. */
  lore?: string
}

/** A persona's part of a prompt, each piece where it belongs (docs/product/personas.md). */
export interface PersonaPrompt {
  /** The system prompt: the card's, `{{original}}` filled, the lorebook's character entries. */
  system: string
  /** Lorebook entries at a depth and the card's `depth_prompt`. */
  atDepth: DepthMessage[]
  /** `post_history_instructions`: after the chat's last message. */
  postHistory: string
  /** Whether platform knowledge and house tone join the prompt (the persona's switch). */
  platform: boolean
  /** The lorebook entries that fired, in prompt order: label and text as sent. */
  fired: { label: string; content: string }[]
}

/** SillyTavern's `extensions.depth_prompt`: a note placed `depth` messages from the end. */
function depthPrompt(card: PersonaCard): DepthMessage | undefined {
  const raw = card.extensions.depth_prompt
  if (!raw || typeof raw !== 'object') return undefined
  const { prompt, depth, role } = raw as Record<string, unknown>
  if (typeof prompt !== 'string' || !prompt.trim()) return undefined
  const at = typeof depth === 'number' && Number.isFinite(depth) ? Math.floor(depth) : 4
  return {
    depth: Math.min(Math.max(0, at), 100),
    role: role === 'user' || role === 'assistant' ? role : 'system',
    content: prompt,
  }
}

const placed = (kind: LorePlacement['kind']) => (entry: { placement: LorePlacement }) =>
  entry.placement.kind === kind

/**
 * A persona's prompt, built in this one place for every way of chatting
 * (docs/product/personas.md "The prompt"). An imported or custom character's is its card's as
 * SillyTavern builds it: the card's system prompt with `{{original}}` replaced by the default
 * character prompt (the main prompt, lorebook entries before the character, description,
 * personality, scenario, entries after it, example dialogue); without a system prompt, that
 * default alone. A built-in's is its system prompt and lorebook. `{{char}}` and `{{user}}` are
 * filled everywhere.
 */
export function buildPersonaPrompt(
  persona: ChatPersona,
  context: { userName: string; recentMessages: readonly string[] },
): PersonaPrompt {
  const { card } = persona
  const fill = (text: string) =>
    fillNames(text, { char: card.name || persona.name, user: context.userName }).trim()
  const lore = firedLore(card.character_book, context.recentMessages)
  const join = (parts: string[]) => parts.map(fill).filter(Boolean).join('\n\n')
  const before = lore.filter(placed('before_char')).map((entry) => entry.content)
  const after = lore.filter(placed('after_char')).map((entry) => entry.content)
  let system: string
  if (persona.builtin) {
    system = join([card.system_prompt || DEFAULT_BUILTIN, ...before, ...after])
  } else {
    const definition = [
      ...before,
      card.description,
      card.personality.trim() ? `{{char}}'s personality: ${card.personality}` : '',
      card.scenario.trim() ? `Scenario: ${card.scenario}` : '',
      ...after,
      card.mes_example.trim()
        ? `Example dialogue (for style only, not part of this chat):\n${card.mes_example}`
        : '',
    ]
    const original = join([DEFAULT_MAIN, ...definition])
    const own = card.system_prompt.trim()
    system = !own
      ? original
      : HAS_ORIGINAL.test(own)
        ? fill(own.replace(ORIGINAL, () => original))
        : join([own, ...definition])
  }
  const atDepth: DepthMessage[] = lore.flatMap((entry) =>
    entry.placement.kind === 'at_depth'
      ? [
          {
            depth: entry.placement.depth,
            role: entry.placement.role,
            content: fill(entry.content),
            lore: entry.label,
          },
        ]
      : [],
  )
  const note = depthPrompt(card)
  if (note) atDepth.push({ ...note, content: fill(note.content) })
  return {
    system,
    atDepth: atDepth.filter((message) => message.content),
    // In post-history instructions `{{original}}` is the global ones; we have none.
    postHistory: fill(card.post_history_instructions.replace(ORIGINAL, '')),
    platform: platformOn(card, persona.builtin),
    fired: lore.map((entry) => ({ label: entry.label, content: fill(entry.content) })),
  }
}

/**
 * The persona's prompt as one text, for callers that send a single system message (dream
 * mode): the system prompt, then the entries and notes placed in the chat, then the
 * post-history instructions.
 */
export function personaPrompt(
  persona: ChatPersona,
  context: { userName: string; recentMessages: readonly string[] },
): string {
  const prompt = buildPersonaPrompt(persona, context)
  return [prompt.system, ...prompt.atDepth.map((message) => message.content), prompt.postHistory]
    .filter(Boolean)
    .join('\n\n')
}

/**
 * The greeting a new chat opens with, names filled in: the card's first message, or the
 * alternate greeting chosen (`index` 1 is the first alternate); empty when it has none.
 */
export const personaGreeting = (persona: ChatPersona, userName: string, index = 0) => {
  const greetings = greetingsOf(persona.card)
  const text = greetings[index] ?? greetings[0] ?? ''
  return fillNames(text, { char: persona.card.name || persona.name, user: userName }).trim()
}

/** A card's written list (`Personality= "caring", "kind"`, W++ and PList style). */
const TRAIT_LIST = /personality\s*[=:(]\s*([^\]\n)]+)/i

/**
 * One or two sentences about a character, in words, for the offline engine to speak from
 * (docs/product/personas.md "Offline"): its personality as written, or its description's first
 * sentence, names filled and a card's markup (brackets, braces, asterisks, `key=` lists) gone,
 * so the card's raw text is never quoted.
 */
export function characterSummary(persona: ChatPersona, userName: string): string {
  const { card } = persona
  const name = card.name || persona.name
  const text = fillNames(`${card.personality}\n${card.description}`, { char: name, user: userName })
  const listed = TRAIT_LIST.exec(text)?.[1]
  if (listed) {
    const traits = listed
      .split(/[,+;]/)
      .map((trait) => trait.replace(/["'{}[\]]/g, '').trim())
      .filter((trait) => trait && trait.length <= 40)
      .slice(0, 3)
    if (traits.length) {
      const words =
        traits.length === 1 ? traits[0]! : `${traits.slice(0, -1).join(', ')} and ${traits.at(-1)}`
      return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`
    }
  }
  const plain = text
    .replace(/\[[^\]]*=[^\]]*\]/g, ' ')
    .replace(/[[\]{}*_#>`"]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const first = /^.{1,240}?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain.slice(0, 200)
  return first.trim()
}
