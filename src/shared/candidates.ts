import { z } from 'zod'

export const ExternalAgentInputSchema = z.object({
  name: z
    .string({ error: 'is required' })
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(40, 'must be at most 40 characters')
    .regex(
      /^[\p{L}\p{N} ._-]+$/u,
      'may contain letters, digits, spaces, dot, underscore and hyphen',
    ),
  role: z
    .string({ error: 'is required' })
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(80, 'must be at most 80 characters'),
  capabilities: z
    .array(
      z
        .string()
        .trim()
        .min(2, 'must be at least 2 characters')
        .max(40, 'must be at most 40 characters'),
    )
    .min(1, 'must list at least one capability')
    .max(8, 'must list at most 8 capabilities'),
})
export type ExternalAgentInput = z.infer<typeof ExternalAgentInputSchema>

export const ExternalAgentSchema = ExternalAgentInputSchema.extend({
  id: z.string(),
  createdAt: z.string(),
})
export type ExternalAgent = z.infer<typeof ExternalAgentSchema>
export const ExternalAgentListSchema = z.array(ExternalAgentSchema)

/** The id an external agent gets from its name: lower-case, hyphenated, prefixed. */
export const externalAgentId = (name: string) =>
  `ext-${name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`
