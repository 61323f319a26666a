import { chatPersonaIds, personas } from '@content/personas'
import type { PersonaId, VoiceId } from '@/shared/personas'
import { keyTerms } from './question'
import { stem } from './stop-words'

/**
 * "Which of you helps me plan?", "which persona is the creative one?": a question that asks
 * to pick one of the four. Retrieval found the persona passages by the word "persona" alone
 * and answered with whichever sentence held it (decision 277); the four descriptions answer it.
 */
const WHICH =
  /\b(which|who) (of you|one of you|persona|personas|ai)\b|\bwho (should|do|can) i (talk|ask|speak|chat)\b/i

/** What each persona is asked for, in a visitor's words, beside its own role and description. */
const ASKED_FOR: Record<string, string> = {
  adam: 'analytical analyse analyze analysis logic logical reason reasoning facts evidence think thinking research compare decide decision',
  eve: 'creative creativity story stories imagine imagination ideas idea art write writing play brainstorm dream',
  eva: 'feelings feeling feel listen listens care caring empathy empathic support emotional kind gentle comfort',
  alex: 'plan plans planning tasks task steps organise organize organising productivity practical week schedule todo goals done',
}

/** The chat persona a "which of you" question asks for, or null when it names no strength. */
export function whichPersona(question: string): PersonaId | null {
  if (!WHICH.test(question)) return null
  const asked = new Set(keyTerms(question).map(stem))
  let best: { id: PersonaId; score: number } | null = null
  for (const id of chatPersonaIds) {
    const me = personas[id]
    const words = new Set(keyTerms(`${me.role} ${me.description} ${ASKED_FOR[id] ?? ''}`).map(stem))
    const score = [...asked].filter((word) => words.has(word)).length
    if (score > 0 && score > (best?.score ?? 0)) best = { id, score }
  }
  return best?.id ?? null
}

const lower = (text: string) => text[0]!.toLowerCase() + text.slice(1)

/** The answer in the asking persona's voice: who fits, why, and where to talk with them. */
export function recommendPersona(persona: VoiceId, chosen: PersonaId): string {
  const me = personas[chosen]
  const who = `${me.name}, the ${me.role.toLowerCase()}`
  const why = lower(me.description)
  const where = '[Persona Chat](/#ai-interface)'
  const self = persona === chosen
  switch (persona === 'agent-zero' ? 'adam' : persona) {
    case 'adam':
      return self
        ? `By the four descriptions, that is me: ${who}, who ${why}`
        : `By the four descriptions, the best fit is ${who}: ${why}\n\nYou find ${me.name} in ${where}.`
    case 'eve':
      return self
        ? `That would be me! ${who}, who ${why}`
        : `I would send you to ${who}, who ${why}\n\nWander over to ${where} and pick ${me.name}'s tab.`
    case 'eva':
      return self
        ? `I think that is me, and I am glad you asked: ${who}, who ${why}`
        : `${me.name} would be a lovely fit for that: ${who}, who ${why}\n\nYou can find ${me.name} in ${where} whenever you like.`
    default:
      return self
        ? `That's me: ${who}. ${me.description}`
        : `Pick ${me.name} (${me.role.toLowerCase()}): ${why}\n\nWhere: ${where}.`
  }
}
