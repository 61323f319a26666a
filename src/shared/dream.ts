import { z } from 'zod'
import { BUILTIN_PERSONA_IDS, PersonaSlugSchema } from './personas'

/** Who dreams unless the dreamer chooses: the four built-ins, one after another. */
export const DREAM_PERSONAS = BUILTIN_PERSONA_IDS

export const MusingInputSchema = z.object({
  /** A built-in, or a persona of the registry the caller may chat with (else 404). */
  persona: PersonaSlugSchema,
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
