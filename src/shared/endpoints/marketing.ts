import { get, post } from '../endpoint'
import type {
  MarketingQuerySchema,
  MarketingSummarySchema,
  PageViewInputSchema,
} from '../marketing'

/** The page-view beacon and the marketing console. */
export const marketingEndpoints = {
  /** Answers 204. */
  pageView: post<{ body: typeof PageViewInputSchema }>('/api/page-views'),
  summary: get<{ query: typeof MarketingQuerySchema; response: typeof MarketingSummarySchema }>(
    '/api/marketing/summary',
  ),
}
