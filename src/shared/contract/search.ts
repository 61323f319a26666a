import { z } from 'zod'
import { errors, operation } from '../endpoint-schema'
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

const tags = ['quick search']

export const searchContract = {
  search: operation(searchEndpoints.search, {
    tags,
    summary: 'Search every screen, section, API endpoint, tool, document and note',
    description:
      'Prefix and fuzzy matching; an exact title or alias comes first. A personal note is ' +
      'found by its owner alone (decision 172).',
    querystring: SearchQuerySchema,
    response: { 200: SearchResultsSchema, ...errors(400) },
  }),
  popular: operation(searchEndpoints.popular, {
    tags,
    summary: 'The results visitors choose most, topped up with suggestions',
    response: { 200: PopularItemsSchema },
  }),
  categories: operation(searchEndpoints.categories, {
    tags,
    summary: 'The categories that have results',
    response: { 200: CategoriesSchema },
  }),
  chosen: operation(searchEndpoints.chosen, {
    tags,
    summary: 'Record that a visitor chose a result (feeds popular)',
    body: ChosenResultInputSchema,
    response: { 204: z.null(), ...errors(400, 404) },
  }),
  browse: operation(searchEndpoints.browse, {
    tags,
    summary: 'The whole index page by page, with counts per category',
    querystring: BrowseQuerySchema,
    response: { 200: BrowseResultSchema, ...errors(400) },
  }),
}
