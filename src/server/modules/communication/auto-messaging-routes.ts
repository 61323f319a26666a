import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AutoMessagingInputSchema, AutoMessagingSchema } from '@/shared/communication'
import { ErrorResponseSchema } from '@/shared/errors'
import { adminOnly } from '../auth/admin'
import { AUTO_MESSAGING_JOB } from './auto-messaging'

export const autoMessagingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auto-messaging',
    {
      schema: {
        tags: ['communication'],
        summary: 'Auto messaging: on or off, interval, last run',
        response: { 200: AutoMessagingSchema },
      },
    },
    async () => (await app.scheduler.state(AUTO_MESSAGING_JOB))!,
  )

  app.put(
    '/api/auto-messaging',
    {
      schema: {
        tags: ['communication'],
        summary: 'Turn auto messaging on or off and set its interval (administrators)',
        body: AutoMessagingInputSchema,
        response: {
          200: AutoMessagingSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
      preHandler: adminOnly(app, 'change auto messaging'),
    },
    async (request) => (await app.scheduler.configure(AUTO_MESSAGING_JOB, request.body))!,
  )
}
