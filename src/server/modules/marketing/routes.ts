import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { marketingContract } from '@/shared/contract/marketing'
import { route } from '../../route'
import { marketingSummary, recordPageView } from './service'

/** The page-view beacon and the marketing console's figures (no personal data is stored). */
export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  route(app, marketingContract.pageView, { access: 'public' }, async (request, reply) => {
    await recordPageView(db, request.body, request.hostname.toLowerCase())
    return reply.status(204).send(null)
  })

  route(app, marketingContract.summary, { access: 'public' }, async (request) =>
    marketingSummary(db, request.query.days),
  )
}
