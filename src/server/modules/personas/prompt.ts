import type { PersonaCard, PersonaId } from '@/shared/personas'
import { fillNames, loreEntries } from './card-text'

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

const DEFAULT_SYSTEM_PROMPT =
  "You are {{char}}. Stay in character: answer as {{char}} would, in {{char}}'s voice, and never say you are an AI model unless asked."

/**
 * A persona's part of the system prompt, built in this one place for every way of chatting
 * (docs/product/personas.md "The registry"): its system prompt (or a default), description,
 * personality, scenario, example dialogue, the lorebook entries the recent messages call up,
 * and its post-history instructions, with `{{char}}` and `{{user}}` filled in.
 */
export function personaPrompt(
  persona: ChatPersona,
  context: { userName: string; recentMessages: readonly string[] },
): string {
  const { card } = persona
  const fill = (text: string) =>
    fillNames(text, { char: card.name || persona.name, user: context.userName }).trim()
  const lines = [fill(card.system_prompt || DEFAULT_SYSTEM_PROMPT)]
  if (!persona.builtin) {
    if (card.description.trim()) lines.push(`About {{char}}:\n${card.description}`)
    if (card.personality.trim()) lines.push(`{{char}}'s personality: ${card.personality}`)
    if (card.scenario.trim()) lines.push(`Scenario: ${card.scenario}`)
    if (card.mes_example.trim())
      lines.push(`Example dialogue (for style only, not part of this chat):\n${card.mes_example}`)
  }
  const lore = loreEntries(card.character_book, context.recentMessages)
  if (lore.length) lines.push(`What you know that bears on this:\n${lore.join('\n')}`)
  if (card.post_history_instructions.trim()) lines.push(card.post_history_instructions)
  return lines.map(fill).filter(Boolean).join('\n\n')
}

/** The greeting a new chat opens with, names filled in; empty when the persona has none. */
export const personaGreeting = (persona: ChatPersona, userName: string) =>
  fillNames(persona.card.first_mes, { char: persona.name, user: userName }).trim()
