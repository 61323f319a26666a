import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { tiersContract } from '@/shared/contract/tiers'
import { route } from '../../route'
import { callerOf, quotaSubjects, usageOf, usageSubject } from './index'

export const tierRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, tiersContract.usage, { access: 'public' }, async (request, reply) =>
    usageOf(
      app.database.db,
      quotaSubjects(callerOf(request), usageSubject(request, reply)),
      request.user?.isPremium ?? false,
    ),
  )
}
