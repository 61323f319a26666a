import { chatPersonaIds, personas as content } from '@content/personas'
import type { PersonaCard, PersonaId } from '@/shared/personas'
import type { ChatPersona } from './prompt'

/** The card a built-in persona is seeded with: its prompt and description from content/. */
export function builtinCard(id: PersonaId): PersonaCard {
  const persona = content[id]
  return {
    name: persona.name,
    description: persona.description,
    personality: '',
    scenario: '',
    first_mes: '',
    mes_example: '',
    creator_notes: persona.role,
    system_prompt: persona.systemPrompt,
    post_history_instructions: '',
    alternate_greetings: [],
    tags: ['built-in'],
    creator: 'HumanCodex',
    character_version: '1',
    extensions: {},
  }
}

export const builtinIds: readonly PersonaId[] = chatPersonaIds

export const isBuiltinId = (id: string): id is PersonaId =>
  (builtinIds as readonly string[]).includes(id)

/** A built-in's avatar, accent and role come from content/ (not editable). */
export const builtinLook = (id: PersonaId) => content[id]

/** A built-in as content/ writes it, for callers outside a request (benchmarks, evaluations). */
export function builtinChatPersona(id: PersonaId): ChatPersona {
  const card = builtinCard(id)
  return { id, name: card.name, builtin: true, shared: true, voice: id, model: null, card }
}
