import { describe, expect, it } from 'vitest'
import { languageInstruction, languageOf } from './language'

describe('the reply language', () => {
  it('is the language the person writes in', () => {
    expect(languageOf('Wie kann ich mit der Meditation anfangen?')).toBe('German')
    expect(languageOf('¿Cómo puedo empezar a meditar? Quiero una rutina para la mañana.')).toBe(
      'Spanish',
    )
    expect(languageOf('How do I start meditating?')).toBe('English')
    expect(languageOf('ok')).toBeNull()
  })

  it('follows the message unless the person chose a language', () => {
    expect(languageInstruction('English', true, 'Was ist das und wie geht das?')).toBe(
      'The person writes in German: answer in German.',
    )
    expect(languageInstruction('English', true, 'ok')).toMatch(/language the person writes in/)
    expect(languageInstruction('French', false, 'Was ist das und wie geht das?')).toBe(
      'Answer in French.',
    )
  })
})
