import { z } from 'zod'

/** What the client's beacon sends on each route change: no identifier of the person. */
export const PageViewInputSchema = z.object({
  path: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  /** Host of an outside page that linked here (first view of a visit only). */
  referrer: z
    .string()
    .trim()
    .toLowerCase()
    .max(253, 'must be at most 253 characters')
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'must be a host name')
    .nullish(),
  /** This browser's first view of this path today (UTC). */
  firstViewOfPath: z.boolean(),
  /** This browser's first view of the site today (UTC). */
  firstViewOfDay: z.boolean(),
})
export type PageViewInput = z.infer<typeof PageViewInputSchema>

/** What a path not in the route table is counted as. */
export const NOT_FOUND_PATH = '(not found)'

export const MARKETING_RANGES = [7, 30, 90] as const
export const MarketingQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((value) => (MARKETING_RANGES as readonly number[]).includes(value), {
      message: 'must be 7, 30 or 90',
    })
    .default(30),
})

export const MarketingSummarySchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  totals: z.object({ views: z.number().int(), visitors: z.number().int() }),
  byDay: z.array(
    z.object({ day: z.string(), views: z.number().int(), visitors: z.number().int() }),
  ),
  byScreen: z.array(
    z.object({
      path: z.string(),
      title: z.string(),
      views: z.number().int(),
      visitors: z.number().int(),
    }),
  ),
  referrers: z.array(z.object({ host: z.string(), visits: z.number().int() })),
  /** Visits that came with no outside referrer. */
  directVisits: z.number().int(),
})
export type MarketingSummary = z.infer<typeof MarketingSummarySchema>
