import { z } from 'zod'

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case id')

/** docs/product/commerce.md "Featured experience"; `path` is where it takes place in the codex. */
export const FeaturedExperienceSchema = z.object({
  id: slug,
  title: z.string().min(1),
  description: z.string().min(1),
  price: z.literal(0),
  /** Sample figures, labelled as such on screen. */
  rating: z.number().min(0).max(5),
  reviews: z.number().int().nonnegative(),
  category: z.string().min(1),
  badge: z.string().min(1),
  /** Emoji shown as the card's image: no image request. */
  image: z.string().min(1),
  path: z.string().startsWith('/'),
})
export type FeaturedExperience = z.infer<typeof FeaturedExperienceSchema>

/** The marketplace's 'Always Free' tiles, each opening the matching free courses. */
export const FreeAreaSchema = z.object({
  id: slug,
  title: z.string().min(1),
  description: z.string().min(1),
  icon: z.string().min(1),
  path: z.string().startsWith('/'),
})
export type FreeArea = z.infer<typeof FreeAreaSchema>

export const BOOK_PRICES = { short: 5, novel: 12, adult: 16 } as const
export const ADULT_AGE = 18

/** docs/product/commerce.md "Book" (+ `available`: coming-soon titles cannot be bought yet). */
export const BookSchema = z.object({
  id: slug,
  title: z.string().min(1),
  author: z.string().min(1),
  description: z.string().min(1),
  price: z.number().positive(),
  category: z.enum(['short', 'novel', 'adult']),
  rating: z.number().min(0).max(5),
  pages: z.number().int().positive(),
  badge: z.string().min(1).nullable(),
  isAdultContent: z.boolean(),
  previewText: z.string().min(1),
  available: z.boolean(),
})
export type Book = z.infer<typeof BookSchema>

export const BookIdParamsSchema = z.object({ bookId: slug.max(80) })

/**
 * What the reading screen shows (decision 263): an owner reads the whole text where this edition
 * carries it, everyone else the sample. `complete` says which; only a complete text an owner
 * holds is offered as a download.
 */
export const BookReadingSchema = z.object({
  bookId: z.string(),
  title: z.string(),
  author: z.string(),
  owned: z.boolean(),
  complete: z.boolean(),
  /** Paragraphs of plain text, in order. */
  paragraphs: z.array(z.string()),
})
export type BookReading = z.infer<typeof BookReadingSchema>

/**
 * docs/product/commerce.md: one-time setup fee of backend upgrades and integrations, in dollars.
 */
export const SETUP_FEE = 2

/** docs/product/commerce.md "Upgrade". */
export const UpgradeSchema = z.object({
  id: slug,
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(['free', 'backend']),
  features: z.array(z.string().min(1)).min(1),
  badge: z.string().min(1),
  icon: z.string().min(1),
  complexity: z.enum(['beginner', 'intermediate', 'advanced']),
  estimatedTime: z.string().min(1),
  backendFee: z.number().nonnegative(),
  chatGptCost: z.string().min(1),
})
export type Upgrade = z.infer<typeof UpgradeSchema>

/** docs/product/commerce.md "Integration". */
export const IntegrationSchema = z.object({
  id: slug,
  name: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(['character', 'creative', 'business']),
  integrationFee: z.number().nonnegative(),
  platformCosts: z.string().min(1),
  features: z.array(z.string().min(1)).min(1),
  badge: z.string().min(1),
  icon: z.string().min(1),
  status: z.enum(['available', 'coming-soon']),
  estimatedSetup: z.string().min(1),
  userRating: z.number().min(0).max(5),
})
export type Integration = z.infer<typeof IntegrationSchema>

// ---------------------------------------------------------------- purchases

export const PRODUCT_TYPES = [
  'plan',
  'book',
  'upgrade',
  'integration',
  'experience',
  'course',
] as const
export const ProductTypeSchema = z.enum(PRODUCT_TYPES)
export type ProductType = z.infer<typeof ProductTypeSchema>

/** What the page may buy through `POST /api/purchases` (plans and courses have their own calls). */
export const PurchasableTypeSchema = z.enum(['book', 'upgrade', 'integration', 'experience'], {
  error: 'must be book, upgrade, integration or experience',
})
export type PurchasableType = z.infer<typeof PurchasableTypeSchema>

/** A purchase intent; the server looks the price up in its own catalogue. */
export const PurchaseInputSchema = z.object({
  productType: PurchasableTypeSchema,
  productId: z.string({ error: 'is required' }).trim().min(1, 'is required').max(80),
  /** Adult books: the buyer answered yes to the age question. */
  ageConfirmed: z.boolean().optional(),
  /** Backend upgrades and integrations: the buyer accepted the setup fee and external costs. */
  feesAccepted: z.boolean().optional(),
})
export type PurchaseInput = z.infer<typeof PurchaseInputSchema>

export const PurchaseSchema = z.object({
  id: z.number().int(),
  productType: ProductTypeSchema,
  productId: z.string(),
  title: z.string(),
  amountCents: z.number().int().nonnegative(),
  createdAt: z.string(),
})
export type Purchase = z.infer<typeof PurchaseSchema>
export const PurchaseListSchema = z.array(PurchaseSchema)

export const RevenueQuerySchema = z.object({
  days: z.coerce.number({ error: 'must be a number' }).int().min(1).max(365).default(30),
})

/** Upgrades (plans) and other purchase intents per day and per product, from the database. */
export const RevenueSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    upgrades: z.number().int(),
    intents: z.number().int(),
    amountCents: z.number().int(),
    buyers: z.number().int(),
  }),
  byDay: z.array(
    z.object({
      date: z.string(),
      upgrades: z.number().int(),
      intents: z.number().int(),
      amountCents: z.number().int(),
    }),
  ),
  byProduct: z.array(
    z.object({
      productType: ProductTypeSchema,
      productId: z.string(),
      title: z.string(),
      count: z.number().int(),
      amountCents: z.number().int(),
    }),
  ),
})
export type RevenueSummary = z.infer<typeof RevenueSummarySchema>
