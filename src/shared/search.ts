import { z } from 'zod'

/**
 * docs/product/landing-and-navigation.md: the kinds of thing quick search finds, in the order the
 * filter shows them.
 */
export const SEARCH_CATEGORIES = ['page', 'feature', 'api', 'tool', 'component', 'content'] as const
export const SearchCategorySchema = z.enum(SEARCH_CATEGORIES)
export type SearchCategory = z.infer<typeof SearchCategorySchema>

export const QUERY_MAX_LENGTH = 100
export const SEARCH_RESULT_LIMIT = 20
export const POPULAR_LIMIT = 6

/** docs/product/landing-and-navigation.md "Quick search result". */
export const QuickSearchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Lucide icon name in kebab case. */
  icon: z.string(),
  category: SearchCategorySchema,
  section: z.string(),
  /** Where choosing the result goes: a client path (maybe with `#anchor`) or `/api/docs`. */
  path: z.string(),
})
export type QuickSearchResult = z.infer<typeof QuickSearchResultSchema>

export const SearchQuerySchema = z.object({
  query: z.string().trim().min(1, 'is required').max(QUERY_MAX_LENGTH),
  category: SearchCategorySchema.optional(),
})
export type SearchQuery = z.infer<typeof SearchQuerySchema>

export const SearchResultsSchema = z.array(QuickSearchResultSchema)

export const PopularItemSchema = QuickSearchResultSchema.extend({
  /** How often visitors chose it; 0 for a default suggestion. */
  chosenCount: z.number().int().nonnegative(),
})
export type PopularItem = z.infer<typeof PopularItemSchema>
export const PopularItemsSchema = z.array(PopularItemSchema)

export const CategoriesSchema = z.array(SearchCategorySchema)

export const ChosenResultInputSchema = z.object({
  id: z.string().trim().min(1, 'is required').max(300),
})
export type ChosenResultInput = z.infer<typeof ChosenResultInputSchema>

export const BROWSE_PAGE_MAX = 100

/** The whole index, page by page, for the Tool Discovery screen. */
export const BrowseQuerySchema = z.object({
  query: z.string().trim().max(QUERY_MAX_LENGTH).optional(),
  category: SearchCategorySchema.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(BROWSE_PAGE_MAX).default(50),
})
export type BrowseQuery = z.input<typeof BrowseQuerySchema>

export const FacetSchema = z.object({ category: SearchCategorySchema, count: z.number().int() })
export type Facet = z.infer<typeof FacetSchema>

export const BrowseResultSchema = z.object({
  /** Items matching the query and category. */
  total: z.number().int().nonnegative(),
  items: z.array(QuickSearchResultSchema),
  /** Items matching the query in each category, whatever category is chosen. */
  facets: z.array(FacetSchema),
})
export type BrowseResult = z.infer<typeof BrowseResultSchema>
