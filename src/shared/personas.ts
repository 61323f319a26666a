import { z } from 'zod'

export const PersonaIdSchema = z.enum(['adam', 'eve', 'eva', 'alex'])
export type PersonaId = z.infer<typeof PersonaIdSchema>

/** The largest character card file (PNG or JSON) an import takes, in bytes. */
export const MAX_CARD_BYTES = 8 * 1024 * 1024

/** The four chat personas plus Agent Zero's voice, used by the observer. */
export const VoiceIdSchema = z.enum(['adam', 'eve', 'eva', 'alex', 'agent-zero'])
export type VoiceId = z.infer<typeof VoiceIdSchema>

export const PersonaSchema = z.object({
  id: VoiceIdSchema,
  name: z.string().min(1),
  role: z.string().min(1),
  description: z.string().min(1),
  /** The avatar image's URL, served by us (`/avatars/…`, decision 206); never an emoji. */
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

/** The four built-in chat personas, whose voices custom personas borrow. */
export const BUILTIN_PERSONA_IDS = PersonaIdSchema.options

/**
 * A persona's id in the registry: a built-in's (`adam`) or a custom one's slug. Which ids exist
 * is the registry's answer (docs/product/personas.md "The registry"), not this schema's.
 */
export const PersonaSlugSchema = z
  .string({ error: 'must be a persona id' })
  .min(1, 'must be a persona id')
  .max(80, 'must be at most 80 characters')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a persona id (lower-case letters, digits and hyphens)')

/** Long enough for the cards people share (their descriptions run to pages). */
const CARD_TEXT_MAX = 100_000

const text = (max: number) =>
  z.string({ error: 'must be text' }).max(max, `must be at most ${max} characters`)

/** A lorebook entry as Character Card V3 writes it; unknown fields are kept. */
export const LoreEntrySchema = z.looseObject({
  keys: z.array(z.string()).default([]),
  content: z.string().default(''),
  enabled: z.boolean().default(true),
  insertion_order: z.number().default(0),
})

export const CharacterBookSchema = z.looseObject({
  name: z.string().optional(),
  token_budget: z.number().optional(),
  entries: z.array(LoreEntrySchema).default([]),
})

/**
 * A persona's card: the `data` object of a Character Card V3, so a card imported and exported
 * again keeps every field, unknown extensions included (decision 204).
 */
export const PersonaCardSchema = z.looseObject({
  name: text(80).trim().min(1, 'must not be empty'),
  description: text(CARD_TEXT_MAX).default(''),
  personality: text(CARD_TEXT_MAX).default(''),
  scenario: text(CARD_TEXT_MAX).default(''),
  first_mes: text(CARD_TEXT_MAX).default(''),
  mes_example: text(CARD_TEXT_MAX).default(''),
  creator_notes: text(CARD_TEXT_MAX).default(''),
  system_prompt: text(CARD_TEXT_MAX).default(''),
  post_history_instructions: text(CARD_TEXT_MAX).default(''),
  alternate_greetings: z
    .array(text(CARD_TEXT_MAX), { error: 'must be a list of greetings' })
    .max(20, 'must hold at most 20 greetings')
    .default([]),
  tags: z
    .array(text(40).trim().min(1, 'must not hold an empty tag'), {
      error: 'must be a list of tags',
    })
    .max(30, 'must hold at most 30 tags')
    .default([]),
  creator: text(200).default(''),
  character_version: text(40).default(''),
  extensions: z.record(z.string(), z.unknown()).default({}),
  character_book: CharacterBookSchema.optional(),
})
export type PersonaCard = z.infer<typeof PersonaCardSchema>

/** The voice a persona speaks with (pitch, tone) and the offline engine's style it borrows. */
export const PersonaVoiceSchema = PersonaIdSchema

/** A persona as the registry shows it. */
export const PersonaViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** One line: the card's creator notes, else its description's first sentence. */
  role: z.string(),
  builtin: z.boolean(),
  shared: z.boolean(),
  /** Whether the person asking owns it (and may edit, duplicate into, delete it). */
  mine: z.boolean(),
  /** Whether the person asking may edit it (its owner; an administrator for a built-in). */
  editable: z.boolean(),
  model: z.string().nullable(),
  voice: PersonaVoiceSchema,
  /** An image path (`/api/personas/:id/avatar` for an uploaded one) or a built-in's avatar. */
  avatar: z.string(),
  card: PersonaCardSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type PersonaView = z.infer<typeof PersonaViewSchema>

export const PersonaListSchema = z.object({
  personas: z.array(PersonaViewSchema),
  /** The models a persona may be given: those an administrator chose. */
  models: z.array(z.string()),
})

/** The largest avatar image a person may upload, in bytes. */
export const MAX_AVATAR_BYTES = 512 * 1024
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

export const PersonaInputSchema = z.object({
  card: PersonaCardSchema,
  model: z.string().trim().min(1).max(200, 'must be at most 200 characters').nullable().optional(),
  voice: PersonaVoiceSchema.optional(),
  /**
   * A new avatar as a data URL (PNG, JPEG or WebP, at most 512 KB); null keeps the generated one.
   * Left out: unchanged.
   */
  avatar: z
    .string()
    .max(Math.ceil((MAX_AVATAR_BYTES * 4) / 3) + 64, 'must be an image of at most 512 KB')
    .nullable()
    .optional(),
  /** Administrators only: everyone sees it and can chat with it. */
  shared: z.boolean().optional(),
})
export type PersonaInput = z.infer<typeof PersonaInputSchema>

/** An edit: the fields sent replace the stored ones; the card is sent whole. */
export const PersonaPatchSchema = PersonaInputSchema.extend({ card: PersonaCardSchema.optional() })
export type PersonaPatch = z.infer<typeof PersonaPatchSchema>

export const PersonaParamsSchema = z.object({ id: PersonaSlugSchema })

/**
 * The card extension holding a persona's "platform knowledge and house tone" switch: whether
 * its prompt also tells it about HumanCodex, the person's reply length and tone preferences and
 * the platform's passages. Absent, it is on for a built-in and off for everyone's own (an
 * imported card speaks as its author wrote it; docs/product/personas.md "The prompt").
 */
export const PLATFORM_EXTENSION = 'humancodex/platform'

export const platformOn = (card: Pick<PersonaCard, 'extensions'>, builtin: boolean): boolean => {
  const value = card.extensions[PLATFORM_EXTENSION]
  return typeof value === 'boolean' ? value : builtin
}

/** The most greetings a card may offer: its first message and its alternate greetings. */
export const MAX_GREETINGS = 21

/** A card's greetings in swipe order: the first message, then the alternate greetings. */
export const greetingsOf = (card: Pick<PersonaCard, 'first_mes' | 'alternate_greetings'>) =>
  [card.first_mes, ...card.alternate_greetings].filter((text) => text.trim())

/** A prompt as the model received it, shown to the conversation's owner ("What the model received"). */
export const ReceivedPromptSchema = z.object({
  /** The person's message it answered. */
  question: z.string(),
  at: z.string(),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
  /** The lorebook entries that fired: their names and their text as sent. */
  fired: z.array(z.object({ label: z.string(), content: z.string() })),
  /** The prompt's size in the tokens we count. */
  tokens: z.number(),
})
export type ReceivedPrompt = z.infer<typeof ReceivedPromptSchema>

export const ReceivedPromptsSchema = z.object({ prompts: z.array(ReceivedPromptSchema) })

export const ConversationParamsSchema = z.object({
  conversationId: z.uuid('must be a conversation id'),
})
