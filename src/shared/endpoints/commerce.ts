import type * as commerce from '../commerce'
import { get, post, read } from '../endpoint'

/** Purchase intents (no payment is taken) and the revenue dashboard. */
export const commerceEndpoints = {
  purchase: post<{
    body: typeof commerce.PurchaseInputSchema
    response: typeof commerce.PurchaseSchema
  }>('/api/purchases'),
  purchases: read<typeof commerce.PurchaseListSchema>('/api/purchases'),
  revenue: get<{
    query: typeof commerce.RevenueQuerySchema
    response: typeof commerce.RevenueSummarySchema
  }>('/api/revenue'),
}
