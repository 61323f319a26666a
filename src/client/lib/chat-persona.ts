import { personas } from '@content/personas'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { GREETING_ID, type ChatMessage } from '@/client/lib/chat-session'
import { personaEndpoints } from '@/shared/endpoints/personas'
import { greetingsOf, type PersonaId, type PersonaView } from '@/shared/personas'
import { api, queryKeyOf } from './api'
import { useStoredUser } from './stored-user'

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
  /** The built-in whose voice it speaks with (its tone in dream mode). */
  voice: PersonaId
  /** What a new chat opens with: the card's greeting, names filled in. */
  opening?: ChatMessage[]
}

export const builtinChatPersona = (id: PersonaId): ChatPersona => ({ ...personas[id], voice: id })

/** `{{char}}`/`<BOT>` and `{{user}}`/`<USER>` filled, as the server fills them. */
const fill = (text: string, name: string, user: string) =>
  text
    .replace(/\{\{\s*char\s*\}\}|<bot>/gi, () => name)
    .replace(/\{\{\s*user\s*\}\}|<user>/gi, () => user)

/**
 * A registry persona as a conversation shows it: the look and voice of the built-in whose voice
 * it borrows, and its card's greeting, `{{char}}` and `{{user}}` filled in.
 */
export function chatPersonaOf(persona: PersonaView, userName: string, now: number): ChatPersona {
  const voice = personas[persona.voice]
  const greetings = greetingsOf(persona.card).map((text) =>
    fill(text, persona.name, userName).trim(),
  )
  const greeting = greetings[0]
  return {
    id: persona.id,
    name: persona.name,
    role: persona.role,
    description: persona.role,
    avatar: persona.avatar,
    accent: persona.builtin ? voice.accent : 'text-foreground',
    voicePitch: voice.voicePitch,
    voice: persona.voice,
    ...(greeting
      ? {
          opening: [
            {
              id: GREETING_ID,
              text: greeting,
              isUser: false,
              timestamp: now,
              status: 'done',
              // The alternate greetings are swipes on it (‹ 1/3 ›); the one shown is in context.
              ...(greetings.length > 1
                ? {
                    variants: greetings.map((text) => ({
                      text,
                      status: 'done' as const,
                      timestamp: now,
                    })),
                    shown: 0,
                    chosen: 0,
                  }
                : {}),
            },
          ],
        }
      : {}),
  }
}

export const personasQueryKey = queryKeyOf(personaEndpoints.list)

/** The one list of personas a screen shows: the registry's answer (decision 204). */
export function usePersonas() {
  return useQuery({
    queryKey: personasQueryKey,
    queryFn: ({ signal }) => api(personaEndpoints.list, {}, { signal }),
  })
}

/**
 * The personas of the studio one may chat with (their own, and those an administrator shared),
 * as every chooser of personas offers them after the built-ins (decision 218).
 */
export function useCustomChatPersonas(): ChatPersona[] {
  const userName = useStoredUser()?.username ?? 'you'
  const registry = usePersonas()
  // When the chooser opened: the greetings' time.
  const [openedAt] = useState(() => Date.now())
  return useMemo(
    () =>
      (registry.data?.personas ?? [])
        .filter((persona) => !persona.builtin)
        .map((persona) => chatPersonaOf(persona, userName, openedAt)),
    [registry.data, userName, openedAt],
  )
}

/** `chosen` with `id` added or removed; the last one chosen stays (someone always answers). */
export function toggleChosen(chosen: readonly string[], id: string): readonly string[] {
  if (!chosen.includes(id)) return [...chosen, id]
  return chosen.length > 1 ? chosen.filter((other) => other !== id) : chosen
}
