import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorResponseSchema } from '@/shared/errors'
import {
  MarketingQuerySchema,
  MarketingSummarySchema,
  PageViewInputSchema,
} from '@/shared/marketing'
import { marketingSummary, recordPageView } from './service'

/** The page-view beacon and the marketing console's figures (no personal data is stored). */
export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/api/page-views',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Count one page view (path, first-view flags, referring host); nothing personal',
        body: PageViewInputSchema,
        response: { 204: z.null(), 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await recordPageView(db, request.body, request.hostname.toLowerCase())
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/marketing/summary',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Views and visitors per day and screen, and the top referrers',
        querystring: MarketingQuerySchema,
        response: { 200: MarketingSummarySchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => marketingSummary(db, request.query.days),
  )
}
