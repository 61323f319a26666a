import type { marketingSchemas } from '../contract/marketing'
import { endpoints } from '../endpoint'

/** The page-view beacon and the marketing console. */
export const marketingEndpoints = endpoints<typeof marketingSchemas>({
  pageView: 'POST /api/page-views',
  summary: 'GET /api/marketing/summary',
})
