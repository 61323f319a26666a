import { z } from 'zod'

/** docs/product/community.md: a crypto course is completed, in progress or not started. */
export const CRYPTO_COURSE_STATUSES = ['completed', 'in-progress', 'not-started'] as const
export const CryptoCourseStatusSchema = z.enum(CRYPTO_COURSE_STATUSES)
export type CryptoCourseStatus = z.infer<typeof CryptoCourseStatusSchema>

export const CryptoAssetSchema = z.object({
  symbol: z.string().regex(/^[A-Z]{2,6}$/),
  name: z.string().min(1),
  /** Sample price in US dollars, not a live quote. */
  samplePrice: z.number().positive(),
  /** Sample change over 24 hours, in percent. */
  sampleChange24h: z.number(),
  summary: z.string().min(1),
})
export type CryptoAsset = z.infer<typeof CryptoAssetSchema>

export const CryptoHoldingSchema = z.object({
  symbol: z.string(),
  amount: z.number().positive(),
  /** Sample average purchase price in US dollars. */
  averageCost: z.number().positive(),
})
export type CryptoHolding = z.infer<typeof CryptoHoldingSchema>

export const CryptoCourseSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  lessons: z.number().int().positive(),
  lessonsDone: z.number().int().nonnegative(),
  status: CryptoCourseStatusSchema,
})
export type CryptoCourse = z.infer<typeof CryptoCourseSchema>

export const CryptoPlatformSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  description: z.string().min(1),
  url: z.url({ protocol: /^https$/ }),
})
export type CryptoPlatform = z.infer<typeof CryptoPlatformSchema>

/** The status a course's lesson count implies: the catalogue test keeps the two in step. */
export const courseStatusOf = (course: Pick<CryptoCourse, 'lessons' | 'lessonsDone'>) =>
  course.lessonsDone === 0
    ? 'not-started'
    : course.lessonsDone >= course.lessons
      ? 'completed'
      : 'in-progress'

export interface PortfolioLine {
  symbol: string
  name: string
  amount: number
  value: number
  cost: number
  gain: number
  /** Share of the portfolio's value, 0–100. */
  allocation: number
}

/** Values a sample portfolio at the sample prices; unknown symbols are left out. */
export function valuePortfolio(holdings: CryptoHolding[], assets: CryptoAsset[]) {
  const lines = holdings.flatMap((holding) => {
    const asset = assets.find((candidate) => candidate.symbol === holding.symbol)
    if (!asset) return []
    const value = holding.amount * asset.samplePrice
    const cost = holding.amount * holding.averageCost
    return [
      {
        symbol: asset.symbol,
        name: asset.name,
        amount: holding.amount,
        value,
        cost,
        gain: value - cost,
      },
    ]
  })
  const total = lines.reduce((sum, line) => sum + line.value, 0)
  const cost = lines.reduce((sum, line) => sum + line.cost, 0)
  return {
    total,
    cost,
    gain: total - cost,
    lines: lines.map((line): PortfolioLine => ({
      ...line,
      allocation: total ? (line.value / total) * 100 : 0,
    })),
  }
}

/**
 * Dollar-cost averaging: the same amount bought at each price in turn. Returns the units bought,
 * what they cost and their worth at the last price.
 */
export function dollarCostAverage(amountPerBuy: number, prices: number[]) {
  const units = prices.reduce((sum, price) => sum + amountPerBuy / price, 0)
  const invested = amountPerBuy * prices.length
  const last = prices.at(-1) ?? 0
  return { units, invested, worth: units * last, averagePrice: units ? invested / units : 0 }
}
