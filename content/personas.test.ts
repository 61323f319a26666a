import { describe, expect, it } from 'vitest'
import { PersonaSchema } from '@/shared/personas'
import { chatPersonaIds, personas } from './personas'

describe('personas', () => {
  it('are valid and carry the documented voice pitches', () => {
    for (const persona of Object.values(personas))
      expect(PersonaSchema.parse(persona)).toEqual(persona)
    expect(chatPersonaIds.map((id) => personas[id].voicePitch)).toEqual([0.9, 1.1, 1.05, 0.95])
  })

  it('use the documented frequencies for Adam, Eve and Alex', () => {
    expect([personas.adam.frequency, personas.eve.frequency, personas.alex.frequency]).toEqual([
      963, 432, 528,
    ])
  })
})
