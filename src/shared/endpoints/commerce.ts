import type {
  PurchaseInputSchema,
  PurchaseListSchema,
  PurchaseSchema,
  RevenueQuerySchema,
  RevenueSummarySchema,
} from '../commerce'
import { get, post } from '../endpoint'

/** Purchase intents (no payment is taken) and the revenue dashboard. */
export const commerceEndpoints = {
  purchase: post<{ body: typeof PurchaseInputSchema; response: typeof PurchaseSchema }>(
    '/api/purchases',
  ),
  purchases: get<{ response: typeof PurchaseListSchema }>('/api/purchases'),
  revenue: get<{ query: typeof RevenueQuerySchema; response: typeof RevenueSummarySchema }>(
    '/api/revenue',
  ),
}
