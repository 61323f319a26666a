import { z } from 'zod'

/** Anonymous visitors and free users start this many conversations per day (UTC). */
export const FREE_DAILY_CONVERSATIONS = 10

export const UsageSchema = z.object({
  isPremium: z.boolean(),
  /** null: unlimited. */
  dailyLimit: z.number().int().nullable(),
  usedToday: z.number().int().nonnegative(),
  remainingToday: z.number().int().nonnegative().nullable(),
})
export type Usage = z.infer<typeof UsageSchema>
