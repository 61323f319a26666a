import { z } from 'zod'
import { contract, errors, read } from '../endpoint-schema'
import { searchEndpoints } from '../endpoints/search'
import {
  BrowseQuerySchema,
  BrowseResultSchema,
  CategoriesSchema,
  ChosenResultInputSchema,
  PopularItemsSchema,
  SearchQuerySchema,
  SearchResultsSchema,
} from '../search'

export const searchContract = contract('quick search', searchEndpoints, {
  search: {
    summary: 'Search every screen, section, API endpoint, tool, document and note',
    description:
      'Prefix and fuzzy matching; an exact title or alias comes first. A personal note is ' +
      'found by its owner alone (decision 172).',
    querystring: SearchQuerySchema,
    response: { 200: SearchResultsSchema, ...errors(400) },
  },
  popular: read('The results visitors choose most, topped up with suggestions', PopularItemsSchema),
  categories: read('The categories that have results', CategoriesSchema),
  chosen: {
    summary: 'Record that a visitor chose a result (feeds popular)',
    body: ChosenResultInputSchema,
    response: { 204: z.null(), ...errors(400, 404) },
  },
  browse: {
    summary: 'The whole index page by page, with counts per category',
    querystring: BrowseQuerySchema,
    response: { 200: BrowseResultSchema, ...errors(400) },
  },
})
