import { z } from 'zod'

/** docs/product/community.md: the directory's category tabs, `all` first. */
export const API_CATEGORIES = [
  'quotes',
  'facts',
  'weather',
  'news',
  'finance',
  'tech',
  'entertainment',
  'science',
] as const
export const ApiCategorySchema = z.enum(API_CATEGORIES)
export type ApiCategory = z.infer<typeof ApiCategorySchema>
export const API_FILTERS = ['all', ...API_CATEGORIES] as const
export type ApiFilter = (typeof API_FILTERS)[number]

/** docs/product/community.md "API directory entry". */
export const ApiDirectoryEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string().min(1),
  url: z.url({ protocol: /^https$/ }),
  category: ApiCategorySchema,
  status: z.enum(['active', 'limited', 'testing']),
  authRequired: z.boolean(),
  /** Such as 100/hour, 5/minute or unlimited (docs/product/community.md samples). */
  rateLimit: z.string().regex(/^(\d+\/(minute|hour|day)|unlimited)$/),
  documentation: z.url({ protocol: /^https$/ }),
})
export type ApiDirectoryEntry = z.infer<typeof ApiDirectoryEntrySchema>

/** docs/product/community.md "Feed entry". */
export const FeedEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  url: z.url({ protocol: /^https$/ }),
  category: ApiCategorySchema,
  description: z.string().min(1),
})
export type FeedEntry = z.infer<typeof FeedEntrySchema>

export const API_TIERS = ['free', 'basic', 'premium', 'enterprise'] as const
export type ApiTier = (typeof API_TIERS)[number]

/** docs/product/community.md "API teaser item", the marketplace's entries. */
export const ApiMarketplaceItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  /** An emoji. */
  icon: z.string().min(1),
  description: z.string().min(1),
  tier: z.enum(API_TIERS),
  /** Sample popularity, in percent. */
  popularity: z.number().int().min(0).max(100),
  category: z.string().min(1),
  /** One of the four items the home page's teaser shows. */
  teaser: z.boolean(),
})
export type ApiMarketplaceItem = z.infer<typeof ApiMarketplaceItemSchema>

/** docs/product/community.md: what the marketplace teaser claims. */
export const API_MARKETPLACE_TOTAL = 17
