import { createHash } from 'node:crypto'
import { personas } from '@content/personas'
import type { VoiceId } from '@/shared/personas'
import type { ResponsePreferences } from '@/shared/preferences'
import type { Selection } from './answer'
import { domains } from './domains'
import type { Fact } from './knowledge'
import { voices } from './voices'

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

/** How many answer sentences a reply length allows. */
const answerCount = (preferences?: ResponsePreferences) =>
  preferences?.replyLength === 'short' ? 1 : preferences?.replyLength === 'long' ? 4 : 2

const link = (fact: Fact) => (fact.path ? ` ([open](${fact.path}))` : '')

/**
 * One paragraph per passage. Text a person wrote is quoted as theirs ("Ada wrote in …"),
 * never presented as the codex's own word.
 */
function cite(facts: Fact[], template: string): string {
  const first = facts[0]!
  const text = facts.map((fact) => fact.text).join(' ')
  const by = first.attribution
  if (by) {
    const where = by.vault ? `“${by.source}” (${by.vault} vault)` : `“${by.source}”`
    return by.author
      ? `${by.author} wrote in ${where}: “${text}”${link(first)}`
      : `A person's note, ${where}, says: “${text}”${link(first)}`
  }
  return `${template.replace('{title}', first.title)} ${text}${link(first)}`
}

/** Answer sentences grouped by passage, in the order they ranked. */
function byPassage(facts: Fact[]): Fact[][] {
  const groups = new Map<string, Fact[]>()
  for (const fact of facts)
    groups.set(fact.passageId, [...(groups.get(fact.passageId) ?? []), fact])
  return [...groups.values()]
}

export interface ComposeInput {
  persona: VoiceId
  message: string
  selection: Selection
  facts: readonly string[]
  preferences?: ResponsePreferences
}

/**
 * Writes a reply from the selected sentences in the persona's voice, as long and in the tone
 * the person prefers. Pure and deterministic: the same input always gives the same text.
 */
export function composeReply(input: ComposeInput): string {
  const voice = voices[input.persona]
  const seed = `${input.persona}:${input.message.trim().toLowerCase()}`
  const tone = input.preferences?.tone ?? 'warm'
  const length = input.preferences?.replyLength ?? 'medium'
  const languageNote =
    input.preferences?.language && !/^en(glish)?$/i.test(input.preferences.language)
      ? `\n\n_(The offline engine writes in English; connect a model to get replies in ${input.preferences.language}.)_`
      : ''
  const opener =
    tone === 'formal' || tone === 'playful'
      ? voice[tone].open
      : tone === 'neutral'
        ? ''
        : pick(voice.openers, seed, 'open')
  const closer =
    tone === 'formal' || tone === 'playful'
      ? voice[tone].close
      : tone === 'neutral'
        ? ''
        : pick(voice.closers, seed, 'close')
  const join = (parts: string[]) => parts.filter(Boolean).join('\n\n') + languageNote

  if (GREETING.test(input.message)) {
    const known = input.facts.find((fact) => /^Name: /.test(fact))
    return `${voice.greeting}${known ? ` It is good to see you again, ${known.slice(6)}.` : ''}${languageNote}`
  }
  if (ABOUT_ME.test(input.message)) {
    if (input.facts.length === 0) {
      return join([
        opener,
        'I do not know anything about you yet. Tell me about yourself and, if you are signed in, I will remember it; you can review what I keep on the Memory screen.',
      ])
    }
    const list = input.facts.map((fact) => `- ${fact}`).join('\n')
    return join([
      opener,
      `Here is what I remember about you:\n\n${list}\n\nYou can edit or delete any of it on the [Memory](/memory-editor) screen.`,
    ])
  }
  if (ABOUT_YOU.test(input.message) && input.persona !== 'agent-zero') {
    const persona = personas[input.persona]
    return `${voice.greeting} ${persona.name} is the codex's ${persona.role.toLowerCase()}: ${persona.description.toLowerCase()}${languageNote}`
  }
  const answer = input.selection.answer.slice(0, answerCount(input.preferences))
  if (answer.length === 0) {
    return `${voice.unknown} Try asking about the codex itself: its personas, the expert ring, courses, the message board or your account. For open-ended questions, connect an AI model (set \`AI_BASE_URL\`).${languageNote}`
  }
  if (length === 'short') return join([cite([answer[0]!.fact], pick(voice.cite, seed, 'cite'))])
  const parts = [opener]
  byPassage(answer.map((hit) => hit.fact)).forEach((group, index) =>
    parts.push(cite(group, index === 0 ? pick(voice.cite, seed, 'cite') : voice.more)),
  )
  const angle = input.selection.angle
  if (angle) parts.push(cite([angle.fact], `${domains[input.persona].angle} **{title}**:`))
  if (length === 'long') {
    const sources = [...answer, ...(angle ? [angle] : [])]
      .map((hit) => hit.fact)
      .filter((fact, i, all) => fact.path && all.findIndex((f) => f.path === fact.path) === i)
    if (sources.length > 1)
      parts.push(
        `Where to read more:\n${sources.map((f) => `- [${f.title}](${f.path})`).join('\n')}`,
      )
  }
  parts.push(closer)
  return join(parts)
}
