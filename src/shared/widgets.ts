import { z } from 'zod'

export const QuoteSchema = z.object({
  text: z.string().min(1),
  author: z.string().min(1),
})
export type Quote = z.infer<typeof QuoteSchema>

export const FactSchema = z.object({
  text: z.string().min(1),
  topic: z.string().min(1),
})
export type Fact = z.infer<typeof FactSchema>

/**
 * The daily quote's sample is cached this long (docs/product/community.md "External and local").
 */
export const DAILY_QUOTE_CACHE_MS = 5 * 60_000

/** The quote for a day: the same all day, a different one the next (UTC). */
export function quoteOfTheDay<T>(quotes: T[], now: Date): T {
  if (quotes.length === 0) throw new Error('no quotes')
  const day = Math.floor(now.getTime() / 86_400_000)
  return quotes[day % quotes.length] as T
}
