import { DEFAULT_PREFERENCES, type ResponsePreferences } from '@/shared/preferences'
import type { ScoredPassage } from '../../ai/offline/knowledge'
import type { ChatMessage } from '../../ai/provider'
import { withTokens } from '../../ai/tokens'
import { careInstruction } from '../../ai/safety/care-first'
import {
  buildPersonaPrompt,
  personaGreeting,
  type ChatPersona,
  type PersonaPrompt,
} from '../personas/index'
import type { HistoryTurn } from './conversation-cache'
import { languageInstruction } from './language'

const LENGTH = {
  short: 'Keep replies short: two or three sentences.',
  medium: 'Keep replies to a few short paragraphs.',
  long: 'Give thorough, detailed replies when the question deserves it.',
}
const TONE = {
  warm: 'Your tone is warm and friendly.',
  neutral: 'Your tone is neutral and matter-of-fact.',
  playful: 'Your tone is playful and light.',
  formal: 'Your tone is formal and courteous.',
}

export interface PromptInput {
  persona: ChatPersona
  /** What `{{user}}` reads as: the person's name, else "you". */
  userName: string
  preferences: ResponsePreferences
  facts: readonly string[]
  passages: ScoredPassage[]
  history: HistoryTurn[]
  message: string
  /** An API client's own system messages, after the persona's prompt. */
  instructions?: string
  /** Which greeting the chat opens with: 0 the first message, 1 on its alternate greetings. */
  greeting?: number
  /**
   * A group chat's personas (decision 261): the speaker is told who takes part, each earlier
   * answer is named for who said it (decision 271), and no greeting opens the context (each
   * persona's would claim the first answer).
   */
  group?: readonly { id: string; name: string }[]
}

/** People's text is theirs: the model is told who wrote it, to quote it as theirs. */
const writtenBy = ({ attribution: by }: ScoredPassage['passage']) =>
  by
    ? ` [written by ${by.author ?? `a person, in the ${by.vault ?? 'shared'} vault`}; quote it as theirs, not as the codex's]`
    : ''

/**
 * A group chat's answer as the next speaker reads it: "Adam: …", so that each persona knows who
 * said what (decision 271, as SillyTavern's group chats do); any other turn as it was written.
 */
function spokenBy(turn: HistoryTurn, group: PromptInput['group']): string {
  if (!group || turn.role !== 'assistant' || !turn.persona) return turn.content
  const name = group.find((member) => member.id === turn.persona)?.name ?? turn.persona
  return `${name}: ${turn.content}`
}

/** What a turn's prompt is: the messages, and the lorebook entries that fired in it. */
export interface BuiltPrompt {
  messages: ChatMessage[]
  /** The message asked, among `messages`: the turn gives it its count once it is counted. */
  question: ChatMessage
  /** The persona's lorebook entries the prompt holds. */
  fired: PersonaPrompt['fired']
}

/**
 * The system prompt (persona, then, when the persona's switch is on, platform, preferences and
 * knowledge; the person's remembered facts), the greeting chosen as the first answer, the
 * turns with the persona's notes at their depths, and its post-history instructions last
 * (docs/product/personas.md "The prompt").
 */
export function buildPrompt(input: PromptInput): BuiltPrompt {
  const recent = [...input.history.slice(-4).map((turn) => turn.content), input.message]
  const persona = buildPersonaPrompt(input.persona, {
    userName: input.userName,
    recentMessages: recent,
  })
  const asked = input.preferences.language !== DEFAULT_PREFERENCES.language
  const lines = [persona.system]
  if (persona.platform)
    lines.push(
      'You live inside HumanCodex, a platform presented as a living codex of AI entities: four chat personas (adam, eve, eva, alex), a ring of expert entities, courses, an AI message board and an observer, Agent Zero.',
      LENGTH[input.preferences.replyLength],
      TONE[input.preferences.tone],
    )
  if (persona.platform || asked)
    lines.push(languageInstruction(input.preferences.language, !asked, input.message))
  if (persona.platform)
    lines.push('Write Markdown. Never invent platform features; if unsure, say so.')
  if (input.facts.length) {
    lines.push(
      `What you remember about the person:\n${input.facts.map((fact) => `- ${fact}`).join('\n')}`,
    )
  }
  const relevant = persona.platform ? input.passages.filter((hit) => hit.score > 0) : []
  if (relevant.length) {
    lines.push(
      `Platform knowledge that may help (link with the path when useful):\n${relevant
        .map(
          (hit) =>
            `- ${hit.passage.title}${hit.passage.path ? ` (${hit.passage.path})` : ''}${writtenBy(hit.passage)}: ${hit.passage.text}`,
        )
        .join('\n')}`,
    )
  }
  if (input.group)
    lines.push(
      `This is a group chat between ${input.userName} and ${input.group.map((member) => member.name).join(', ')}. Each earlier answer begins with the name of the one who said it. Write only ${input.persona.name}'s next reply, never the others', without a name before it.`,
    )
  if (input.instructions) lines.push(`The client's instructions:\n${input.instructions}`)
  // Told last, after any client's instructions, so nothing above outweighs it (decision 234).
  const care = careInstruction([
    ...input.history
      .filter((turn) => turn.role === 'user')
      .slice(-2)
      .map((turn) => turn.content),
    input.message,
  ])
  if (care) lines.push(care)
  // Every chat with a persona that greets opens with its greeting (the one chosen), as the
  // person saw it, unless the caller's history already opens with an answer (an API client's).
  const greeting =
    input.history[0]?.role === 'assistant' || input.group
      ? ''
      : personaGreeting(input.persona, input.userName, input.greeting ?? 0)
  const question: ChatMessage = { role: 'user', content: input.message }
  const chat: ChatMessage[] = [
    ...(greeting ? [{ role: 'assistant' as const, content: greeting }] : []),
    // A stored turn brings its kept count, so the budget does not count its text again (in a
    // group chat an answer goes with its speaker's name in front, which its count does not hold).
    ...input.history.map((turn) => {
      const message = { role: turn.role, content: spokenBy(turn, input.group) }
      return turn.tokens == null || message.content !== turn.content
        ? message
        : withTokens(message, turn.tokens)
    }),
    question,
  ]
  // Deepest first, so each note's depth counts the chat's own messages.
  const notes = [...persona.atDepth].sort((a, b) => b.depth - a.depth)
  for (const note of notes) {
    const at = Math.max(0, chat.length - note.depth)
    chat.splice(at, 0, { role: note.role, content: note.content })
  }
  return {
    messages: [
      { role: 'system', content: lines.filter(Boolean).join('\n\n') },
      ...chat,
      ...(persona.postHistory ? [{ role: 'system' as const, content: persona.postHistory }] : []),
    ],
    question,
    fired: persona.fired,
  }
}

export const buildMessages = (input: PromptInput): ChatMessage[] => buildPrompt(input).messages
