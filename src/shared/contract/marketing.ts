import { z } from 'zod'
import { contract, errors } from '../endpoint-schema'
import { marketingEndpoints } from '../endpoints/marketing'
import { MarketingQuerySchema, MarketingSummarySchema, PageViewInputSchema } from '../marketing'

export const marketingContract = contract('marketing', marketingEndpoints, {
  pageView: {
    summary: 'Count one page view (path, first-view flags, referring host); nothing personal',
    body: PageViewInputSchema,
    response: { 204: z.null(), ...errors(400) },
  },
  summary: {
    summary: 'Views and visitors per day and screen, and the top referrers',
    querystring: MarketingQuerySchema,
    response: { 200: MarketingSummarySchema, ...errors(400) },
  },
})
