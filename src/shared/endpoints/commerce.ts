import type * as commerce from '../commerce'
import { get, post } from '../endpoint'

/** Purchase intents (no payment is taken) and the revenue dashboard. */
export const commerceEndpoints = {
  purchase: post<{
    body: typeof commerce.PurchaseInputSchema
    response: typeof commerce.PurchaseSchema
  }>('/api/purchases'),
  purchases: get<{ response: typeof commerce.PurchaseListSchema }>('/api/purchases'),
  revenue: get<{
    query: typeof commerce.RevenueQuerySchema
    response: typeof commerce.RevenueSummarySchema
  }>('/api/revenue'),
}
