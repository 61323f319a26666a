import * as commerce from '../commerce'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { commerceEndpoints } from '../endpoints/commerce'

export const commerceSchemas = schemas({
  purchase: {
    summary: 'Record a purchase intent of the signed-in user (no payment is taken)',
    description:
      'The price comes from the catalogue. Adult books need `ageConfirmed`, backend upgrades and integrations `feesAccepted`.',
    body: commerce.PurchaseInputSchema,
    response: { 201: commerce.PurchaseSchema, ...errors(400, 404, 409) },
  },
  purchases: read(
    "The signed-in user's purchases and upgrades, newest first",
    commerce.PurchaseListSchema,
  ),
  reading: {
    summary:
      'A book to read: the whole text for its owner, where this edition has it; else the sample',
    description: 'Open to visitors, who get the sample. An unknown title answers 404.',
    params: commerce.BookIdParamsSchema,
    response: { 200: commerce.BookReadingSchema, ...errors(400, 404) },
  },
  revenue: {
    summary: 'Upgrades and purchase intents per day and per product (totals only, no buyers)',
    querystring: commerce.RevenueQuerySchema,
    response: { 200: commerce.RevenueSummarySchema },
  },
})

export const commerceContract = contract('commerce', commerceEndpoints, commerceSchemas)
