import type { commerceSchemas } from '../contract/commerce'
import { endpoints } from '../endpoint'

/** Purchase intents (no payment is taken) and the revenue dashboard. */
export const commerceEndpoints = endpoints<typeof commerceSchemas>({
  purchase: 'POST /api/purchases',
  purchases: 'GET /api/purchases',
  revenue: 'GET /api/revenue',
})
