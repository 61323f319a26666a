import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from './config'
import { pruneIdempotentRequests } from './idempotency'
import { deleteExpiredSessions } from './modules/auth/sessions'
import { deleteExpiredConversations } from './modules/chat/conversations'
import { autoMessagingJob } from './modules/communication/auto-messaging'

const EVENT_LOG_KEEP_MS = 60 * 60_000

/** Every scheduled job of the platform, registered on the app's scheduler. */
export async function registerJobs(app: FastifyInstance, config: Config) {
  const db = app.database.db
  await app.scheduler.register(
    autoMessagingJob(app, config.autoMessagingSeconds || 120),
    config.autoMessagingSeconds > 0,
  )
  await app.scheduler.register({
    name: 'prune-event-log',
    defaultIntervalSeconds: 600,
    run: async () => {
      await app.events.prune(EVENT_LOG_KEEP_MS)
      return 'kept the last hour of live events'
    },
  })
  await app.scheduler.register({
    name: 'expire-conversations-and-sessions',
    defaultIntervalSeconds: 3600,
    run: async () => {
      await deleteExpiredConversations(db)
      await deleteExpiredSessions(db)
      // Idempotency keys are answered for 24 hours (decision 217).
      await pruneIdempotentRequests(db)
      return 'removed expired conversations, sessions and idempotency keys'
    },
  })
}

/** Registers the jobs and, unless switched off (tests), starts the scheduler ticking. */
export const jobsPlugin = fp(
  async (app) => {
    await registerJobs(app, app.config)
    if (app.config.schedulerEnabled) app.scheduler.start(5_000)
  },
  { name: 'jobs', dependencies: ['config', 'database', 'events', 'scheduler'] },
)
