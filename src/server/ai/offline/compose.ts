import { createHash } from 'node:crypto'
import { personas } from '@content/personas'
import type { VoiceId } from '@/shared/personas'
import type { ResponsePreferences } from '@/shared/preferences'
import type { ScoredPassage } from './knowledge'
import { voices } from './voices'

export interface ComposeInput {
  persona: VoiceId
  message: string
  passages: ScoredPassage[]
  facts: readonly string[]
  preferences?: ResponsePreferences
}

const GREETING =
  /^\s*(hi|hello|hey|hiya|greetings|good (morning|afternoon|evening)|howdy)\b[\s!.,]*(\w+[\s!.,]*)?$/i
const ABOUT_YOU = /\b(who|what) are you\b|\bintroduce yourself\b|\byour name\b/i
const ABOUT_ME =
  /\b(what do you (know|remember) about me|do you remember( me)?|what('?s| is) my name|who am i)\b/i

/** Picks the same variant for the same persona and message, different ones across messages. */
function pick<T>(options: T[], seed: string, salt: string): T {
  const digest = createHash('sha256').update(`${salt}:${seed}`).digest()
  return options[digest.readUInt32BE(0) % options.length]!
}

/** The sentences of a passage that share the most words with the question. */
export function bestSentences(text: string, message: string, count: number): string {
  const sentences = text
    .match(/[^.!?]+[.!?]+|[^.!?]+$/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [text]
  const words = new Set(message.toLowerCase().match(/[a-z0-9]{3,}/g) ?? [])
  const scored = sentences.map((sentence, index) => ({
    sentence,
    index,
    score: (sentence.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []).filter((w) => words.has(w)).length,
  }))
  const chosen = [...scored].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, count)
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence)
    .join(' ')
}

const passageCount = (preferences?: ResponsePreferences) =>
  preferences?.replyLength === 'short' ? 1 : preferences?.replyLength === 'long' ? 3 : 2

/**
 * Writes a reply from retrieved passages in the persona's voice. Pure and deterministic: the
 * same input always gives the same text.
 */
export function composeReply(input: ComposeInput): string {
  const voice = voices[input.persona]
  const seed = `${input.persona}:${input.message.trim().toLowerCase()}`
  const parts: string[] = []
  const languageNote =
    input.preferences?.language && !/^en(glish)?$/i.test(input.preferences.language)
      ? `\n\n_(The offline engine writes in English; connect a model to get replies in ${input.preferences.language}.)_`
      : ''

  if (GREETING.test(input.message)) {
    const known = input.facts.find((fact) => /^Name: /.test(fact))
    return `${voice.greeting}${known ? ` It is good to see you again, ${known.slice(6)}.` : ''}${languageNote}`
  }
  if (ABOUT_ME.test(input.message)) {
    if (input.facts.length === 0) {
      return `${pick(voice.openers, seed, 'open')} I do not know anything about you yet. Tell me about yourself and, if you are signed in, I will remember it; you can review what I keep on the Memory screen.${languageNote}`
    }
    const list = input.facts.map((fact) => `- ${fact}`).join('\n')
    return `${pick(voice.openers, seed, 'open')} Here is what I remember about you:\n\n${list}\n\nYou can edit or delete any of it on the [Memory](/memory-editor) screen.${languageNote}`
  }
  if (ABOUT_YOU.test(input.message) && input.persona !== 'agent-zero') {
    const persona = personas[input.persona]
    return `${voice.greeting} ${persona.name} is the codex's ${persona.role.toLowerCase()}: ${persona.description.toLowerCase()}${languageNote}`
  }

  const relevant = input.passages
    .filter((hit) => hit.score > 0)
    .slice(0, passageCount(input.preferences))
  if (relevant.length === 0) {
    return `${voice.unknown} Try asking about the codex itself: its personas, the expert ring, courses, the message board or your account. For open-ended questions, connect an AI model (set \`AI_BASE_URL\`).${languageNote}`
  }

  parts.push(pick(voice.openers, seed, 'open'))
  relevant.forEach((hit, index) => {
    const template = index === 0 ? pick(voice.cite, seed, 'cite') : voice.more
    const sentences = bestSentences(hit.passage.text, input.message, index === 0 ? 2 : 1)
    const link = hit.passage.path ? ` ([open](${hit.passage.path}))` : ''
    parts.push(`${template.replace('{title}', hit.passage.title)} ${sentences}${link}`)
  })
  parts.push(pick(voice.closers, seed, 'close'))
  return parts.join('\n\n') + languageNote
}
