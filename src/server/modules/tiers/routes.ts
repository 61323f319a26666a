import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { UsageSchema } from '@/shared/tiers'
import { usageOf, usageSubject } from './service'

export const tierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/usage',
    {
      schema: {
        tags: ['auth'],
        summary: "Today's conversations and the limit of the caller's tier",
        response: { 200: UsageSchema },
      },
    },
    async (request, reply) =>
      usageOf(app.database.db, usageSubject(request, reply), request.user?.isPremium ?? false),
  )
}
