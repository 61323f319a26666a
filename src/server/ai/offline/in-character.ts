import { personas } from '@content/personas'
import type { VoiceId } from '@/shared/personas'
import type { ChatMessage } from '../provider'

const HELLO =
  /^\s*(hi|hello|hey|hallo|hola|good (morning|evening|afternoon)|greetings)\b[\s!.,]*\S{0,20}[\s!.]*$/i
const WHO = /\b(who are you|what are you|introduce yourself|tell me about yourself)\b/i

const firstSentence = (text: string) =>
  text
    .trim()
    .split(/(?<=[.!?])\s/)[0]
    ?.trim() ?? ''

/**
 * A custom persona's offline answer (docs/product/personas.md "The registry"): the engine has
 * no model to play a character, so it speaks as the persona from what its card says: a hello
 * gets its greeting, "who are you" its description, anything else the knowledge answer in the
 * borrowed voice's style under the persona's own name.
 */
export function inCharacter(
  character: { name: string; description: string; greeting: string },
  voice: VoiceId,
  messages: ChatMessage[],
  answer: string,
): string {
  const asked = messages.findLast((message) => message.role === 'user')?.content ?? ''
  const turns = messages.filter((message) => message.role === 'user').length
  const about = character.description.trim()
  if (HELLO.test(asked))
    return character.greeting || `Hello, I am ${character.name}.${about ? ` ${about}` : ''}`
  if (WHO.test(asked)) return `I am ${character.name}.${about ? ` ${about}` : ''}`
  const own = answer.replaceAll(personas[voice].name, character.name)
  const lead = turns <= 1 && about ? `${character.name} here: ${firstSentence(about)}\n\n` : ''
  return `${lead}${own}`
}
