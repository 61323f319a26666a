import { z } from 'zod'
import { errors, operation } from '../endpoint-schema'
import { marketingEndpoints } from '../endpoints/marketing'
import { MarketingQuerySchema, MarketingSummarySchema, PageViewInputSchema } from '../marketing'

const tags = ['marketing']

export const marketingContract = {
  pageView: operation(marketingEndpoints.pageView, {
    tags,
    summary: 'Count one page view (path, first-view flags, referring host); nothing personal',
    body: PageViewInputSchema,
    response: { 204: z.null(), ...errors(400) },
  }),
  summary: operation(marketingEndpoints.summary, {
    tags,
    summary: 'Views and visitors per day and screen, and the top referrers',
    querystring: MarketingQuerySchema,
    response: { 200: MarketingSummarySchema, ...errors(400) },
  }),
}
