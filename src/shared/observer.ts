import { z } from 'zod'

export const ObservationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  timestamp: z.string(),
  agent: z.string(),
  data: z.record(z.string(), z.unknown()),
  observation: z.string(),
  status: z.enum(['recorded', 'alert', 'acknowledged', 'passed', 'failed']),
})
export type Observation = z.infer<typeof ObservationSchema>

/** Observations of security events have types `security:<kind>`; only administrators read them. */
export const SECURITY_TYPE_PREFIX = 'security:'
export const SECURITY_EVENT_KINDS = [
  'sign-in-failed',
  'sign-in-throttled',
  'sign-in-disabled-account',
  'sign-up-throttled',
  'password-changed',
  'password-reset',
  'reset-link-issued',
  'role-changed',
  'premium-changed',
  'account-disabled',
  'account-enabled',
  'account-deleted',
  'session-ended',
] as const
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number]

export const ObservationListQuerySchema = z.object({
  /** `security` lists only security events (administrators); `activity` everything else. */
  category: z.enum(['security', 'activity'], { error: 'must be security or activity' }).optional(),
  type: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(64, 'must be at most 64 characters')
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(200, 'must be at most 200')
    .default(50),
  before: z.coerce
    .number()
    .int()
    .positive('must be an observation id')
    .max(2_147_483_647, 'must be an observation id')
    .optional(),
})

export const INVOCATION_TYPES = ['invoke', 'audit', 'reset', 'genesis', 'verify'] as const

export const InvokeInputSchema = z.object({
  query: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(2000, 'must be at most 2000 characters'),
  context: z.string().trim().max(2000, 'must be at most 2000 characters').optional(),
  type: z
    .enum(INVOCATION_TYPES, { error: 'must be invoke, audit, reset, genesis or verify' })
    .default('invoke'),
})

export const InvokeResultSchema = z.object({ message: z.string(), observation: ObservationSchema })

export const CheckResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  passed: z.boolean(),
  detail: z.string(),
  durationMs: z.number(),
})
export type CheckResult = z.infer<typeof CheckResultSchema>

export const AgentZeroStatusSchema = z.object({
  state: z.literal('ACTIVE'),
  totalObservations: z.number().int(),
  /** From the latest audit: intact only when it passed. */
  codexIntegrity: z.enum(['intact', 'compromised', 'unverified']),
  lastActivity: z.string().nullable(),
  directives: z.array(z.string()),
  /** Model calls the background agents made today (UTC) on every instance, and their limit. */
  backgroundModelCalls: z.object({ today: z.number().int(), limit: z.number().int() }),
  /**
   * Background agents pause while no person has used the site for 10 minutes (this status is
   * not counted as use); `lastPersonActivity` is when one last did, on any instance.
   */
  idlePause: z.object({ paused: z.boolean(), lastPersonActivity: z.string().nullable() }),
})

export const RunChecksInputSchema = z
  .object({ ids: z.array(z.string().max(64)).max(20).optional() })
  .nullish()

export const ObservationListSchema = z.array(ObservationSchema)
export const IntegrityCheckListSchema = z.array(z.object({ id: z.string(), name: z.string() }))
export const CheckResultListSchema = z.array(CheckResultSchema)
