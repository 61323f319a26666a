import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import pino from 'pino'
import cookie from '@fastify/cookie'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { createAiEngine } from './ai/engine'
import { BackgroundWork, within } from './background'
import { fastifyTrustProxy, type Config } from './config'
import { openDatabase } from './db/open'
import { EventHub } from './events'
import { registerJobs } from './jobs'
import { Metrics, registerMetrics } from './metrics'
import { Scheduler } from './scheduler'
import { registerShutdownGrace } from './shutdown-grace'
import { agentRoutes } from './modules/agents/routes'
import { apiKeyRoutes } from './modules/api-keys/routes'
import { authRoutes } from './modules/auth/routes'
import { accountRoutes } from './modules/account/routes'
import { adminRoutes } from './modules/admin/routes'
import { blogRoutes } from './modules/blog/routes'
import { boardRoutes } from './modules/board/routes'
import { candidateRoutes } from './modules/candidates/routes'
import { chatRoutes } from './modules/chat/routes'
import { knowledgeRoutes } from './modules/knowledge/routes'
import { notesRoutes } from './modules/notes/routes'
import { IntegrityChecks } from './modules/observer/checks'
import { observerRoutes } from './modules/observer/routes'
import { openAiApiRoutes } from './modules/openai-api/routes'
import { watch } from './modules/observer/watch'
import { startHeartbeat } from './modules/system/heartbeat'
import { commerceRoutes } from './modules/commerce/routes'
import { connectionRoutes } from './modules/connections/routes'
import { startModelConnections } from './modules/connections/registry'
import { CollaborationRunner } from './modules/collaboration/service'
import { collaborationRoutes } from './modules/collaboration/routes'
import { AgentReplyQueue } from './modules/communication/agent-replies'
import { autoMessagingRoutes } from './modules/communication/auto-messaging-routes'
import { communicationRoutes } from './modules/communication/routes'
import { dataCenterRoutes } from './modules/data-center/routes'
import { dreamRoutes } from './modules/dream/routes'
import { expertRoutes } from './modules/experts/routes'
import { eventRoutes } from './modules/events/routes'
import { learningRoutes } from './modules/learning/routes'
import { marketingRoutes } from './modules/marketing/routes'
import { mediaRoutes } from './modules/media/routes'
import { memoryRoutes } from './modules/memory/routes'
import { registerRequestUser } from './modules/auth/request-user'
import { searchRoutes } from './modules/search/routes'
import { systemRoutes } from './modules/system/routes'
import { testSummaryRoutes } from './modules/system/test-summary'
import { tierRoutes } from './modules/tiers/routes'
import { registerClient } from './plugins/client'
import { registerCsrfProtection } from './plugins/csrf'
import { registerErrorHandler } from './plugins/error-handler'
import { registerNulRefusal } from './plugins/nul-refusal'
import { registerAccessLog } from './plugins/access-log'
import { registerOpenApi } from './plugins/openapi'
import { registerRequestTarget } from './plugins/request-target'
import { registerRateLimit } from './plugins/rate-limit'
import { registerSecurity } from './plugins/security'
import { enablePersonalCache } from './modules/memory/personal-cache'
import './types'

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  }
  if (config.env === 'development' && process.stdout.isTTY) {
    return { ...base, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
  }
  // Written asynchronously (lines logged while a write is under way go out together in the
  // next), not one blocking write(2) per line on the request's path; pino flushes what is
  // left when the process exits.
  if (config.logLevel === 'silent') return base
  return { ...base, stream: pino.destination({ dest: 1, sync: false }) }
}

/** How long shutdown waits for background writes; under the 10 s main.ts allows after the grace. */
const SHUTDOWN_DRAIN_MS = 5_000

/** Settles every kind of background work; finishing one kind can start another. */
async function drainBackgroundWork(app: FastifyInstance) {
  // A board post publishes an event that Agent Zero observes; a broadcast queues agent replies.
  do {
    await app.collaborations.settled()
    await app.agentReplies.drained()
    await app.background.idle()
  } while (app.background.size > 0 || app.agentReplies.pending > 0)
}

/** Builds the whole application on an open database; `main.ts` and the tests both use it. */
export async function buildApp(config: Config) {
  const app = Fastify({
    logger: loggerOptions(config),
    // One line per request, from plugins/access-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    requestTimeout: config.requestTimeoutMs,
    // Given at creation with the headers timeout under it, and looked for every tenth of it
    // (Node's default is every 30 s): a slow body was cut at about twice the timeout before.
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, config.requestTimeoutMs / 10)),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Start-up indexes the vaults and builds the knowledge base inside plugins; with a
    // 10,000-note vault on a busy machine that takes longer than Fastify's default 10 s.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>()

  if (config.trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true believes every X-Forwarded-For hop, so clients choose their own address; set the number of proxies (1 behind one nginx) or their addresses',
    )
  }
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    inMemory: config.inMemoryDatabase,
    onConnectionLost: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
  })
  app.decorate('config', config)
  app.decorate('database', database)
  // Only this process writes a PGlite database, so users' personal context can stay in memory.
  if (database.kind === 'pglite') enablePersonalCache(database.db)
  app.decorate('lifecycle', { shuttingDown: false })
  app.decorate('background', new BackgroundWork())
  app.decorate('ai', await createAiEngine(config.ai))
  const events = new EventHub({
    db: database.db,
    log: app.log,
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
  })
  await events.start()
  app.decorate('events', events)
  app.decorate('agentReplies', new AgentReplyQueue(app))
  app.decorate('collaborations', new CollaborationRunner(app))
  const scheduler = new Scheduler(database.db, app.log)
  app.decorate('scheduler', scheduler)
  await registerJobs(app, config)
  if (config.schedulerEnabled) scheduler.start(5_000)
  const metrics = new Metrics()
  app.decorate('metrics', metrics)
  await startModelConnections(app)
  app.decorate('integrity', new IntegrityChecks(app))
  const heartbeat = await startHeartbeat(app, config.schedulerEnabled)
  registerShutdownGrace(app, config.shutdownGraceMs)
  let schedulerStopped: Promise<void> | undefined
  app.addHook('preClose', async () => {
    // No new job runs or heartbeats while the in-flight requests finish.
    schedulerStopped = scheduler.stop()
    heartbeat.stop()
  })
  // Fastify runs onClose hooks in reverse order of registration, after its own hook (added
  // last, at ready) has closed the server and waited for in-flight requests: this one, added
  // first, runs last, after the plugins' own. Background writes first, the database last.
  app.addHook('onClose', async () => {
    await (schedulerStopped ?? scheduler.stop())
    heartbeat.stop()
    metrics.stop()
    if (!(await within(drainBackgroundWork(app), SHUTDOWN_DRAIN_MS))) {
      app.log.warn(
        { pending: app.background.size + app.agentReplies.pending },
        `background writes still running after ${SHUTDOWN_DRAIN_MS} ms; closing the database anyway`,
      )
    }
    await events.stop()
    await database.close()
  })

  registerErrorHandler(app)
  registerMetrics(app, metrics)
  registerAccessLog(app)
  watch(app)
  registerRequestTarget(app)
  await app.register(cookie)
  await registerSecurity(app, config)
  await registerRateLimit(app, config)
  registerCsrfProtection(app)
  registerNulRefusal(app)
  registerRequestUser(app)
  await registerOpenApi(app)
  await app.register(systemRoutes)
  await app.register(testSummaryRoutes)
  await app.register(searchRoutes)
  await app.register(authRoutes)
  await app.register(accountRoutes)
  await app.register(adminRoutes)
  await app.register(tierRoutes)
  await app.register(chatRoutes)
  await app.register(memoryRoutes)
  await app.register(boardRoutes)
  await app.register(commerceRoutes)
  await app.register(learningRoutes)
  await app.register(agentRoutes)
  await app.register(expertRoutes)
  await app.register(dataCenterRoutes)
  await app.register(eventRoutes)
  await app.register(communicationRoutes)
  await app.register(collaborationRoutes)
  await app.register(autoMessagingRoutes)
  await app.register(candidateRoutes)
  await app.register(mediaRoutes)
  await app.register(marketingRoutes)
  await app.register(dreamRoutes)
  await app.register(blogRoutes)
  await app.register(observerRoutes)
  await app.register(notesRoutes)
  await app.register(knowledgeRoutes)
  await app.register(apiKeyRoutes)
  await app.register(openAiApiRoutes)
  await app.register(connectionRoutes)
  await registerClient(app, config.clientDir)

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
