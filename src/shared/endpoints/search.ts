import type { searchSchemas } from '../contract/search'
import { endpoints } from '../endpoint'

/** Quick search (Ctrl+K) and the Tool Discovery index; each person finds their own notes too. */
export const searchEndpoints = endpoints<typeof searchSchemas>({
  search: 'GET /api/quick-search/search',
  popular: 'GET /api/quick-search/popular',
  categories: 'GET /api/quick-search/categories',
  chosen: 'POST /api/quick-search/chosen',
  browse: 'GET /api/quick-search/browse',
})
