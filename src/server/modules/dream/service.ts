import { personas } from '@content/personas'
import { DREAM_THEMES } from '@/shared/dream'
import type { PersonaId } from '@/shared/personas'
import type { ChatMessage } from '../../ai/provider'

/** A theme for the next musing, never the one just dreamt. */
export function pickTheme(after: string | undefined, random = Math.random): string {
  const choices = DREAM_THEMES.filter((theme) => theme !== after)
  return choices[Math.floor(random() * choices.length)] ?? DREAM_THEMES[0]
}

/** The prompt of one musing: the persona's voice, asked to dream briefly about a theme. */
export function musingMessages(persona: PersonaId, theme: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content: `${personas[persona].systemPrompt} You are in dream mode: write one short, gentle musing of two to four sentences in the first person, drifting and unhurried. No lists, no headings, no questions to the reader.`,
    },
    { role: 'user', content: `Dream aloud about ${theme}.` },
  ]
}
