import { get, post } from '../endpoint'
import type {
  BrowseQuerySchema,
  BrowseResultSchema,
  CategoriesSchema,
  ChosenResultInputSchema,
  PopularItemsSchema,
  SearchQuerySchema,
  SearchResultsSchema,
} from '../search'

/** Quick search (Ctrl+K) and the Tool Discovery index; each person finds their own notes too. */
export const searchEndpoints = {
  search: get<{ query: typeof SearchQuerySchema; response: typeof SearchResultsSchema }>(
    '/api/quick-search/search',
  ),
  popular: get<{ response: typeof PopularItemsSchema }>('/api/quick-search/popular'),
  categories: get<{ response: typeof CategoriesSchema }>('/api/quick-search/categories'),
  /** Answers 204. */
  chosen: post<{ body: typeof ChosenResultInputSchema }>('/api/quick-search/chosen'),
  browse: get<{ query: typeof BrowseQuerySchema; response: typeof BrowseResultSchema }>(
    '/api/quick-search/browse',
  ),
}
