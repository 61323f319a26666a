import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { communicationContract } from '@/shared/contract/communication'
import { route } from '../../route'
import { AUTO_MESSAGING_JOB } from './auto-messaging'

export const autoMessagingRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    communicationContract.autoMessaging,
    { access: 'public' },
    async () => (await app.scheduler.state(AUTO_MESSAGING_JOB))!,
  )

  route(
    app,
    communicationContract.setAutoMessaging,
    { access: 'admin', what: 'change auto messaging' },
    async (request) => (await app.scheduler.configure(AUTO_MESSAGING_JOB, request.body))!,
  )
}
