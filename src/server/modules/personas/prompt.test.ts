import { describe, expect, it } from 'vitest'
import { PersonaCardSchema } from '@/shared/personas'
import { buildPersonaPrompt, characterSummary, personaGreeting, type ChatPersona } from './prompt'

const persona = (card: object, builtin = false): ChatPersona => ({
  id: 'x',
  name: 'Liora',
  builtin,
  shared: false,
  voice: 'eve',
  model: null,
  card: PersonaCardSchema.parse({ name: 'Liora', ...card }),
})

describe('a persona’s prompt and summary', () => {
  it('speaks offline from listed traits or a first sentence, names filled, never the raw card', () => {
    const listed = persona({
      description:
        '[{{char}}\'s Personality= "caring", "protective", "gentle", "warm"]\n[body= "pink hair"]',
    })
    expect(characterSummary(listed, 'Ada')).toBe('Caring, protective and gentle.')
    const prose = persona({
      description: '*{{char}}* is a healer who tends {{user}}. She hums while she works.',
    })
    expect(characterSummary(prose, 'Ada')).toBe('Liora is a healer who tends Ada.')
  })

  it('uses the default character prompt for {{original}} and the system prompt as written otherwise', () => {
    const own = persona({ system_prompt: 'Be {{char}}.', description: 'A healer.' })
    expect(buildPersonaPrompt(own, { userName: 'Ada', recentMessages: [] }).system).toBe(
      'Be Liora.\n\nA healer.',
    )
    const empty = persona({ description: 'A healer.' })
    const built = buildPersonaPrompt(empty, { userName: 'Ada', recentMessages: [] })
    expect(built.system).toBe(
      "Write Liora's next reply in a fictional chat between Liora and Ada.\n\nA healer.",
    )
    expect(built.platform).toBe(false)
    expect(
      buildPersonaPrompt(persona({}, true), { userName: 'Ada', recentMessages: [] }).platform,
    ).toBe(true)
  })

  it('opens with the greeting chosen, the first message when the index is past the end', () => {
    const card = persona({ first_mes: 'Hi {{user}}', alternate_greetings: ['Yo {{user}}'] })
    expect(personaGreeting(card, 'Ada', 1)).toBe('Yo Ada')
    expect(personaGreeting(card, 'Ada', 5)).toBe('Hi Ada')
  })
})
