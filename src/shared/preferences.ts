import { z } from 'zod'

/** Per-user chat preferences, added to every persona's prompt. */
export const ResponsePreferencesSchema = z.object({
  replyLength: z.enum(['short', 'medium', 'long']),
  tone: z.enum(['warm', 'neutral', 'playful', 'formal']),
  language: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(40, 'must be at most 40 characters')
    .regex(/^[\p{L} ()-]+$/u, 'must be a language name'),
  voiceByDefault: z.boolean(),
})
export type ResponsePreferences = z.infer<typeof ResponsePreferencesSchema>

export const DEFAULT_PREFERENCES: ResponsePreferences = {
  replyLength: 'medium',
  tone: 'warm',
  language: 'English',
  voiceByDefault: false,
}
