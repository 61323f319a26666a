import { z } from 'zod'
import { BUILTIN_PERSONA_IDS } from './personas'

const NameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters')

const BaseUrlSchema = z
  .string({ error: 'is required' })
  .trim()
  .max(500, 'must be at most 500 characters')
  .pipe(
    z.url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL, such as http://127.0.0.1:11434/v1',
    }),
  )

const ApiKeySchema = z.string().trim().max(500, 'must be at most 500 characters')

/** The smallest and largest context window a connection may be given, in tokens. */
export const MIN_CONTEXT_WINDOW = 512
export const MAX_CONTEXT_WINDOW = 10_000_000

const ContextWindowSchema = z
  .number({ error: 'must be a number of tokens' })
  .int('must be a whole number of tokens')
  .min(MIN_CONTEXT_WINDOW, `must be at least ${MIN_CONTEXT_WINDOW} tokens`)
  .max(MAX_CONTEXT_WINDOW, `must be at most ${MAX_CONTEXT_WINDOW} tokens`)

export const ConnectionInputSchema = z.object({
  name: NameSchema,
  baseUrl: BaseUrlSchema,
  apiKey: ApiKeySchema.optional(),
  /** Tokens its models take in all, where the server does not say; null or absent: the default. */
  contextWindow: ContextWindowSchema.nullable().optional(),
})
export type ConnectionInput = z.infer<typeof ConnectionInputSchema>

/** An edit: absent fields stay; `apiKey: null` (or "") removes the key. */
export const ConnectionPatchSchema = z.object({
  name: NameSchema.optional(),
  baseUrl: BaseUrlSchema.optional(),
  apiKey: ApiKeySchema.nullable().optional(),
  /** null: back to the default. */
  contextWindow: ContextWindowSchema.nullable().optional(),
})
export type ConnectionPatch = z.infer<typeof ConnectionPatchSchema>

export const ConnectionStateSchema = z.object({
  reachable: z.boolean().nullable(),
  latencyMs: z.number().nullable(),
  lastError: z.string().nullable(),
  checkedAt: z.string().nullable(),
})
export type ConnectionStateView = z.infer<typeof ConnectionStateSchema>

/** The last failure of one model on a connection, kept until a reply from it succeeds. */
export const ModelFailureSchema = z.object({
  model: z.string(),
  cause: z.string(),
  failedAt: z.string(),
})
export type ModelFailureView = z.infer<typeof ModelFailureSchema>

/** A connection as administrators see it: never the API key, only whether one is set. */
export const ConnectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  source: z.enum(['stored', 'env', 'ollama']),
  readOnly: z.boolean(),
  hasApiKey: z.boolean(),
  keyError: z.string().nullable(),
  /** Its own context window, where its server does not say; null: the default. */
  contextWindow: z.number().int().nullable(),
  state: ConnectionStateSchema,
  /** Models whose last reply failed, on any instance, newest first. */
  failures: z.array(ModelFailureSchema),
})
export type ConnectionView = z.infer<typeof ConnectionSchema>

export const ModelChoiceSchema = z.object({
  connectionId: z.string().min(1, 'is required').max(64),
  model: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
})
export type ModelChoiceView = z.infer<typeof ModelChoiceSchema>

/**
 * The default, each built-in voice, Agent Zero, and the background agents (auto messages,
 * agent replies, collaborations); a custom persona names its own model.
 */
export const CHOICE_SCOPES = [
  'default',
  ...BUILTIN_PERSONA_IDS,
  'agent-zero',
  'background',
] as const
export type ChoiceScopeId = (typeof CHOICE_SCOPES)[number]

/** Scopes that fall to the offline engine when no model is chosen, not to the default. */
export const OFFLINE_WHEN_UNSET: readonly ChoiceScopeId[] = ['default', 'background']

/** The default model and each persona's; null: the default (or, for default, the offline engine). */
export const ModelChoicesSchema = z.object(
  Object.fromEntries(CHOICE_SCOPES.map((scope) => [scope, ModelChoiceSchema.nullable()])) as Record<
    ChoiceScopeId,
    z.ZodNullable<typeof ModelChoiceSchema>
  >,
)
export type ModelChoices = z.infer<typeof ModelChoicesSchema>
export const ModelChoicesPatchSchema = ModelChoicesSchema.partial()

export const ConnectionsOverviewSchema = z.object({
  connections: z.array(ConnectionSchema),
  choices: ModelChoicesSchema,
  offlineModel: z.string(),
  /** Replies the offline engine gave in place of a failed model since this instance started. */
  fallbacks: z.number().int(),
  /** The window of a model whose server and connection do not say (`AI_CONTEXT_WINDOW`). */
  defaultContextWindow: z.number().int(),
})
export type ConnectionsOverview = z.infer<typeof ConnectionsOverviewSchema>

/** How many days of token counts the connections screen asks for, at most. */
export const MAX_USAGE_DAYS = 90

export const TokenUsageQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1')
    .max(MAX_USAGE_DAYS, `must be at most ${MAX_USAGE_DAYS}`)
    .default(7),
})

/** One day's chat turns of one person (or of all visitors together) on one model. */
export const TokenUsageRowSchema = z.object({
  /** The UTC day, `YYYY-MM-DD`. */
  day: z.string(),
  /** The person's username; null for visitors, counted together. */
  username: z.string().nullable(),
  model: z.string(),
  turns: z.number().int(),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
})
export type TokenUsageRow = z.infer<typeof TokenUsageRowSchema>

export const TokenUsageSchema = z.object({
  /** The first day counted (UTC); days without turns have no rows. */
  since: z.string(),
  /** Newest day first; within a day, the most tokens first. */
  rows: z.array(TokenUsageRowSchema),
})
export type TokenUsage = z.infer<typeof TokenUsageSchema>

export const ConnectionTestSchema = z.object({
  reachable: z.boolean(),
  latencyMs: z.number().nullable(),
  models: z.array(z.string()),
  error: z.string().nullable(),
})
export type ConnectionTest = z.infer<typeof ConnectionTestSchema>

export const ConnectionParamsSchema = z.object({
  id: z.string().min(1).max(64, 'must be a connection id'),
})
