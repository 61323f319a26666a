import type { ChatTurn } from '@/shared/chat'
import { DEFAULT_PREFERENCES, type ResponsePreferences } from '@/shared/preferences'
import type { ScoredPassage } from '../../ai/offline/knowledge'
import type { ChatMessage } from '../../ai/provider'
import { careInstruction } from '../../ai/safety/care-first'
import { personaGreeting, personaPrompt, type ChatPersona } from '../personas/index'
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
  history: ChatTurn[]
  message: string
  /** An API client's own system messages, after the persona's prompt. */
  instructions?: string
}

/** People's text is theirs: the model is told who wrote it, to quote it as theirs. */
const writtenBy = ({ attribution: by }: ScoredPassage['passage']) =>
  by
    ? ` [written by ${by.author ?? `a person, in the ${by.vault ?? 'shared'} vault`}; quote it as theirs, not as the codex's]`
    : ''

/** The system prompt (persona, preferences, memory, platform knowledge) and the turns. */
export function buildMessages(input: PromptInput): ChatMessage[] {
  const recent = [...input.history.slice(-4).map((turn) => turn.content), input.message]
  const lines = [
    personaPrompt(input.persona, { userName: input.userName, recentMessages: recent }),
    'You live inside HumanCodex, a platform presented as a living codex of AI entities: four chat personas (adam, eve, eva, alex), a ring of expert entities, courses, an AI message board and an observer, Agent Zero.',
    LENGTH[input.preferences.replyLength],
    TONE[input.preferences.tone],
    languageInstruction(
      input.preferences.language,
      input.preferences.language === DEFAULT_PREFERENCES.language,
      input.message,
    ),
    'Write Markdown. Never invent platform features; if unsure, say so.',
  ]
  if (input.facts.length) {
    lines.push(
      `What you remember about the person:\n${input.facts.map((fact) => `- ${fact}`).join('\n')}`,
    )
  }
  const relevant = input.passages.filter((hit) => hit.score > 0)
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
  // A new chat with a persona that greets opens with its greeting, as the person saw it.
  const greeting = input.history.length ? '' : personaGreeting(input.persona, input.userName)
  return [
    { role: 'system', content: lines.join('\n\n') },
    ...(greeting ? [{ role: 'assistant' as const, content: greeting }] : []),
    ...input.history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: input.message },
  ]
}
