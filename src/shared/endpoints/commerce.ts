import type { commerceSchemas } from '../contract/commerce'
import { endpoints } from '../endpoint'

/** Purchase intents (no payment is taken), reading a book and the revenue dashboard. */
export const commerceEndpoints = endpoints<typeof commerceSchemas>({
  purchase: 'POST /api/purchases',
  purchases: 'GET /api/purchases',
  reading: 'GET /api/books/:bookId/reading',
  revenue: 'GET /api/revenue',
})
