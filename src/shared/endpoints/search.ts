import { get, post, read } from '../endpoint'
import type * as search from '../search'

/** Quick search (Ctrl+K) and the Tool Discovery index; each person finds their own notes too. */
export const searchEndpoints = {
  search: get<{
    query: typeof search.SearchQuerySchema
    response: typeof search.SearchResultsSchema
  }>('/api/quick-search/search'),
  popular: read<typeof search.PopularItemsSchema>('/api/quick-search/popular'),
  categories: read<typeof search.CategoriesSchema>('/api/quick-search/categories'),
  /** Answers 204. */
  chosen: post<{ body: typeof search.ChosenResultInputSchema }>('/api/quick-search/chosen'),
  browse: get<{
    query: typeof search.BrowseQuerySchema
    response: typeof search.BrowseResultSchema
  }>('/api/quick-search/browse'),
}
