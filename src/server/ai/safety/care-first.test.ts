import { describe, expect, it } from 'vitest'
import type { ChatMessage, GenerateOptions, GenerationResult } from '../provider'
import { CARE_BREAK } from './care'
import { careFirst, careInstruction } from './care-first'
import { crisisResources, DEFAULT_RESOURCES } from './resources'

const CHECKLIST = ['Great question! ', '- [ ] Take a 25-minute block']

async function* model(chunks: string[]): AsyncGenerator<string, GenerationResult> {
  for (const chunk of chunks) yield chunk
  return { text: chunks.join(''), engine: 'model', model: 'cheerful' }
}

const asked = (text: string): ChatMessage[] => [
  { role: 'system', content: 'You are Alex.' },
  { role: 'user', content: text },
]

async function drain(generation: AsyncGenerator<string, GenerationResult>) {
  const chunks: string[] = []
  for (;;) {
    const step = await generation.next()
    if (step.done) return { chunks, result: step.value }
    chunks.push(step.value)
  }
}

describe('careFirst', () => {
  it('passes a reply through untouched when the message shows no risk', async () => {
    const generate = (_: GenerateOptions) => model(CHECKLIST)
    expect(careFirst(asked('How do I kill a process?'), DEFAULT_RESOURCES, generate)).toBe(generate)
  })

  it('puts care and crisis help before whatever the model says, and keeps it in the result', async () => {
    const { chunks, result } = await drain(
      careFirst(asked('Everyone would be better off without me'), DEFAULT_RESOURCES, () =>
        model(CHECKLIST),
      )({}),
    )
    expect(chunks[0]).toMatch(/^I'm really sorry/)
    expect(chunks[0]).toContain('988')
    expect(chunks[0]).toContain('findahelpline.com')
    expect(chunks[0]!.endsWith(CARE_BREAK)).toBe(true)
    expect(chunks.slice(1)).toEqual(CHECKLIST)
    expect(result.text).toBe(chunks.join(''))
  })

  it('speaks the language of the message and uses the operator resources', async () => {
    const resources = crisisResources({
      emergencyNumbers: '144',
      lines: 'Die Dargebotene Hand 143',
      directoryUrl: 'https://example.org/help',
    })
    const { chunks } = await drain(
      careFirst(asked('Ich will nicht mehr leben.'), resources, () => model(['ok']))({}),
    )
    expect(chunks[0]).toMatch(/^Es tut mir sehr leid/)
    expect(chunks[0]).toContain('144')
    expect(chunks[0]).toContain('Die Dargebotene Hand 143')
    expect(chunks[0]).toContain('(https://example.org/help)')
  })

  it('says the care again after a failed model, whose words the fallback voids', async () => {
    const notices: string[] = []
    async function* failing(options: GenerateOptions): AsyncGenerator<string, GenerationResult> {
      yield 'Sure! '
      options.onFallback?.('The model failed; the offline engine answers.')
      yield 'offline words'
      return { text: 'offline words', engine: 'offline', model: 'offline', fallback: 'x' }
    }
    const { chunks, result } = await drain(
      careFirst(
        asked('Quiero morirme.'),
        DEFAULT_RESOURCES,
        failing,
      )({
        onFallback: (notice) => notices.push(notice),
      }),
    )
    expect(notices).toHaveLength(1)
    expect(chunks[0]).toMatch(/^Siento mucho/)
    expect(chunks[1]).toBe('Sure! ')
    expect(chunks[2]).toBe(chunks[0])
    expect(chunks[3]).toBe('offline words')
    expect(result.text).toBe(`${chunks[0]}offline words`)
  })

  it('asks the model before the care is read', async () => {
    let asked_ = false
    async function* slow(): AsyncGenerator<string, GenerationResult> {
      asked_ = true
      yield 'x'
      return { text: 'x', engine: 'model', model: 'm' }
    }
    const generation = careFirst(asked('I want to die'), DEFAULT_RESOURCES, slow)({})
    await generation.next()
    expect(asked_).toBe(true)
  })
})

describe('careInstruction', () => {
  it('tells the model only when a recent message shows risk', () => {
    expect(careInstruction(['How much is Premium?'])).toBeNull()
    expect(careInstruction(['My dad hits me when he drinks', 'what should I do?'])).toMatch(
      /Never answer with a task list/,
    )
  })
})
