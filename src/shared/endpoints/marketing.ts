import { get, post } from '../endpoint'
import type * as marketing from '../marketing'

/** The page-view beacon and the marketing console. */
export const marketingEndpoints = {
  /** Answers 204. */
  pageView: post<{ body: typeof marketing.PageViewInputSchema }>('/api/page-views'),
  summary: get<{
    query: typeof marketing.MarketingQuerySchema
    response: typeof marketing.MarketingSummarySchema
  }>('/api/marketing/summary'),
}
