import { z } from 'zod'

export const ApiKeyNameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters')

/** Longest lifetime a key can be given; without one it lasts until revoked. */
export const MAX_API_KEY_DAYS = 365

export const CreateApiKeyInputSchema = z.object({
  name: ApiKeyNameSchema,
  expiresInDays: z
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(MAX_API_KEY_DAYS, `must be at most ${MAX_API_KEY_DAYS} days`)
    .optional(),
})
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInputSchema>

/** A key as listed: never the key itself, only its first characters. */
export const ApiKeySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
})
export type ApiKeySummary = z.infer<typeof ApiKeySummarySchema>

/** The answer to creating a key: the only time the key is shown. */
export const CreatedApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  key: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
})
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>

export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySummarySchema) })
export const ApiKeyParamsSchema = z.object({ id: z.uuid('must be an API key id') })

/** Keys start with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'hc-'
/** How many keys one person may hold. */
export const MAX_API_KEYS = 20
