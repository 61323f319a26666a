import { DREAM_THEMES } from '@/shared/dream'
import type { ChatMessage } from '../../ai/provider'
import { personaPrompt, type ChatPersona } from '../personas/index'

/** A theme for the next musing, never the one just dreamt. */
export function pickTheme(after: string | undefined, random = Math.random): string {
  const choices = DREAM_THEMES.filter((theme) => theme !== after)
  return choices[Math.floor(random() * choices.length)] ?? DREAM_THEMES[0]
}

/**
 * The prompt of one musing: the persona's own prompt (the registry's, so a custom persona dreams
 * in character), asked to dream briefly about a theme.
 */
export function musingMessages(
  persona: ChatPersona,
  theme: string,
  userName: string,
): ChatMessage[] {
  const prompt = personaPrompt(persona, { userName, recentMessages: [] })
  return [
    {
      role: 'system',
      content: `${prompt}\n\nYou are in dream mode: write one short, gentle musing of two to four sentences in the first person, drifting and unhurried. No lists, no headings, no questions to the reader.`,
    },
    { role: 'user', content: `Dream aloud about ${theme}.` },
  ]
}
