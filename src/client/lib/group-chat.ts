import { pathOf } from '@/shared/endpoint'
import { chatEndpoints } from '@/shared/endpoints/chat'
import { builtinChatPersona, type ChatPersona } from '@/client/lib/chat-persona'

/** Where a group chat's messages go (decision 261). */
export const groupAskPath = pathOf(chatEndpoints.group.path, {})

/** Who is answering before the server has said: a speaker with no face yet. */
const ANSWERING = { name: 'Answering…', avatar: '' }

/**
 * The face of a group chat's answer: the persona who wrote it (from `known`, built-ins first),
 * a built-in's look for one no longer listed, and "Answering…" until the server names it.
 */
export function groupSpeakers(known: readonly ChatPersona[]) {
  return (id: string | undefined): { name: string; avatar: string } => {
    if (!id) return ANSWERING
    const found = known.find((persona) => persona.id === id)
    if (found) return found
    try {
      return builtinChatPersona(id as Parameters<typeof builtinChatPersona>[0])
    } catch {
      return { name: id, avatar: '' }
    }
  }
}
