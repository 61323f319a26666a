import { z } from 'zod'

export const PersonaIdSchema = z.enum(['adam', 'eve', 'eva', 'alex'])
export type PersonaId = z.infer<typeof PersonaIdSchema>

/** The four chat personas plus Agent Zero's voice, used by the observer. */
export const VoiceIdSchema = z.enum(['adam', 'eve', 'eva', 'alex', 'agent-zero'])
export type VoiceId = z.infer<typeof VoiceIdSchema>

export const PersonaSchema = z.object({
  id: VoiceIdSchema,
  name: z.string().min(1),
  role: z.string().min(1),
  description: z.string().min(1),
  /** Emoji shown as the avatar: no image request, works offline. */
  avatar: z.string().min(1),
  /** Web Speech pitch (docs/product/persona-chat.md). */
  voicePitch: z.number().min(0).max(2),
  /** Tone in Hz for the holographic canvas and dream mode. */
  frequency: z.number().positive(),
  /** Tailwind text colour class for the persona's accents. */
  accent: z.string().min(1),
  systemPrompt: z.string().min(1),
})
export type Persona = z.infer<typeof PersonaSchema>
