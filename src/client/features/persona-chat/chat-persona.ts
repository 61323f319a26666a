import { personas } from '@content/personas'
import type { ChatMessage } from '@/client/lib/chat-session'
import type { PersonaId, PersonaView } from '@/shared/personas'

/** What a persona conversation shows and speaks with: a built-in's, or a registry persona's. */
export interface ChatPersona {
  id: string
  name: string
  role: string
  /** Shown until the first message (a built-in's description; a custom persona's one line). */
  description: string
  avatar: string
  /** Tailwind text class of the name. */
  accent: string
  /** Web Speech pitch of replies read aloud. */
  voicePitch: number
  /** What a new chat opens with: the card's greeting, names filled in. */
  opening?: ChatMessage[]
}

export const builtinChatPersona = (id: PersonaId): ChatPersona => personas[id]

const fill = (text: string, name: string, user: string) =>
  text.replace(/\{\{char\}\}/gi, name).replace(/\{\{user\}\}/gi, user)

/**
 * A registry persona as a conversation shows it: the look and voice of the built-in whose voice
 * it borrows, and its card's greeting, `{{char}}` and `{{user}}` filled in.
 */
export function chatPersonaOf(persona: PersonaView, userName: string, now: number): ChatPersona {
  const voice = personas[persona.voice]
  const greeting = fill(persona.card.first_mes, persona.name, userName).trim()
  return {
    id: persona.id,
    name: persona.name,
    role: persona.role,
    description: persona.role,
    avatar: persona.avatar,
    accent: persona.builtin ? voice.accent : 'text-foreground',
    voicePitch: voice.voicePitch,
    ...(greeting
      ? {
          opening: [
            { id: 'greeting', text: greeting, isUser: false, timestamp: now, status: 'done' },
          ],
        }
      : {}),
  }
}
