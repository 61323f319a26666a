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

export const ObservationListQuerySchema = z.object({
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

export const INVOCATION_TYPES = ['invoke', 'audit', 'reset', 'genesis'] as const

export const InvokeInputSchema = z.object({
  query: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(2000, 'must be at most 2000 characters'),
  context: z.string().trim().max(2000, 'must be at most 2000 characters').optional(),
  type: z
    .enum(INVOCATION_TYPES, { error: 'must be invoke, audit, reset or genesis' })
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
})

export const RunChecksInputSchema = z
  .object({ ids: z.array(z.string().max(64)).max(20).optional() })
  .nullish()
