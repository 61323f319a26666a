import { z } from 'zod'
import { contract, schemas } from '../endpoint-schema'
import { marketingEndpoints } from '../endpoints/marketing'
import * as marketing from '../marketing'

export const marketingSchemas = schemas({
  pageView: {
    cost: 'read',
    summary: 'Count one page view (path, first-view flags, referring host); nothing personal',
    body: marketing.PageViewInputSchema,
    response: { 204: z.null() },
  },
  summary: {
    summary: 'Views and visitors per day and screen, and the top referrers',
    querystring: marketing.MarketingQuerySchema,
    response: { 200: marketing.MarketingSummarySchema },
  },
})

export const marketingContract = contract('marketing', marketingEndpoints, marketingSchemas)
