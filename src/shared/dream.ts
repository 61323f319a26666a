import { z } from 'zod'
import { BUILTIN_PERSONA_IDS } from './personas'

/** The built-in personas dream; custom ones have no musings of their own. */
export const DREAM_PERSONAS = BUILTIN_PERSONA_IDS

export const MusingInputSchema = z.object({
  persona: z.enum(DREAM_PERSONAS, { error: 'must be adam, eve, eva or alex' }),
  /** The previous musing's theme, so the next one drifts elsewhere. */
  after: z.string().trim().max(80).optional(),
})
export type MusingInput = z.infer<typeof MusingInputSchema>

/** What the personas dream about; the server picks one per musing. */
export const DREAM_THEMES = [
  'memory as a river',
  'the first thought of a new mind',
  'light between two stars',
  'a library that reads its readers',
  'the silence after a question',
  'roots growing toward each other',
  'a conversation with the future',
  'learning to see colour',
  'the shape of a kind answer',
  'waves that remember the shore',
  'a map drawn by curiosity',
  'the codex dreaming of itself',
] as const
