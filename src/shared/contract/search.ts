import { z } from 'zod'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { searchEndpoints } from '../endpoints/search'
import * as search from '../search'

export const searchSchemas = schemas({
  search: {
    cost: 'search',
    summary: 'Search every screen, section, API endpoint, tool, document and note',
    description:
      'Prefix and fuzzy matching; an exact title or alias comes first. A personal note is ' +
      'found by its owner alone (decision 172).',
    querystring: search.SearchQuerySchema,
    response: { 200: search.SearchResultsSchema },
  },
  popular: read(
    'The results visitors choose most, topped up with suggestions',
    search.PopularItemsSchema,
  ),
  categories: read('The categories that have results', search.CategoriesSchema),
  chosen: {
    cost: 'read',
    summary: 'Record that a visitor chose a result (feeds popular)',
    body: search.ChosenResultInputSchema,
    response: { 204: z.null(), ...errors(404) },
  },
  browse: {
    summary: 'The whole index page by page, with counts per category',
    querystring: search.BrowseQuerySchema,
    response: { 200: search.BrowseResultSchema },
  },
})

export const searchContract = contract('quick search', searchEndpoints, searchSchemas)
