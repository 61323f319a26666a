import type { Server } from 'node:http'
import Fastify, { LogController, type FastifyBaseLogger, type FastifyPluginAsync } from 'fastify'
import cookie from '@fastify/cookie'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import fp from 'fastify-plugin'
import { DEFAULT_BODY_LIMIT } from '@/shared/endpoint-schema'
import { backgroundPlugin } from './background'
import { clockPlugin, systemClock, type Clock } from './clock'
import { fastifyTrustProxy, type Config } from './config'
import { loggerOptions } from './logger'
import { APP_PATHS, httpOptions } from './start-up'
import { eventsPlugin } from './events'
import { jobsPlugin } from './jobs'
import { metricsPlugin } from './metrics'
import { schedulerPlugin } from './scheduler'
import { shutdownGrace } from './shutdown-grace'
import { siteActivityPlugin } from './site-activity'
import { agentRoutes } from './modules/agents/routes'
import { apiKeyRoutes } from './modules/api-keys/routes'
import { personaRoutes } from './modules/personas/routes'
import { authRoutes } from './modules/auth/routes'
import { accountRoutes } from './modules/account/routes'
import { adminRoutes } from './modules/admin/routes'
import { blogRoutes } from './modules/blog/routes'
import { boardRoutes } from './modules/board/routes'
import { candidateRoutes } from './modules/candidates/routes'
import { chatRoutes } from './modules/chat/routes'
import { knowledgeRoutes } from './modules/knowledge/routes'
import { notesRoutes } from './modules/notes/routes'
import { observerRoutes } from './modules/observer/routes'
import { openAiApiRoutes } from './modules/openai-api/routes'
import { mcpRoutes } from './modules/mcp/routes'
import { commerceRoutes } from './modules/commerce/routes'
import { connectionRoutes } from './modules/connections/routes'
import { collaborationRoutes } from './modules/collaboration/routes'
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
import { searchRoutes } from './modules/search/routes'
import { systemRoutes } from './modules/system/routes'
import { testSummaryRoutes } from './modules/system/test-summary'
import { tierRoutes } from './modules/tiers/routes'
import { enableConversationCache } from './modules/chat/conversation-cache'
import { enablePersonaCache } from './modules/personas/index'
import { enablePersonalCache } from './modules/memory/personal-cache'
import { accessLog } from './plugins/access-log'
import { client } from './plugins/client'
import { configPlugin } from './plugins/config'
import { csrfProtection } from './plugins/csrf'
import { databasePlugin } from './plugins/database'
import { errorHandler } from './plugins/error-handler'
import {
  agentRepliesPlugin,
  aiPlugin,
  backgroundDrainPlugin,
  collaborationsPlugin,
  heartbeatPlugin,
  integrityPlugin,
  modelConnectionsPlugin,
  observerWatchPlugin,
  requestUserPlugin,
} from './plugins/module-services'
import { forwardedFor } from './plugins/forwarded-for'
import { textRefusal } from './plugins/text-refusal'
import { v1Edges } from './modules/api-keys/v1-edges'
import { openApi } from './plugins/openapi'
import { rateLimits } from './plugins/rate-limit'
import { requestTarget } from './plugins/request-target'
import { security } from './plugins/security'
import './types'

/** What every route relies on: its hooks and `onRoute` listeners must be in place first. */
const EVERY_ROUTE_NEEDS = [
  'config',
  'database',
  'error-handler',
  'request-target',
  'security',
  'rate-limit',
  'csrf',
  'text-refusal',
  'request-user',
  'openapi',
]

/**
 * A module's routes as a named plugin that depends on what every route needs and on the
 * services it uses, encapsulated; `decorates` for a module whose decoration others read.
 */
function moduleRoutes<Plugin extends object>(
  plugin: Plugin,
  name: string,
  uses: string[] = [],
  decorates = false,
): Plugin {
  // fastify-plugin marks the function itself; its types know only the default type provider.
  return fp(plugin as unknown as FastifyPluginAsync, {
    name: `${name}-routes`,
    dependencies: [...EVERY_ROUTE_NEEDS, ...uses],
    encapsulate: !decorates,
  }) as unknown as Plugin
}

const SYSTEM_USES = ['ai', 'events', 'heartbeat', 'integrity', 'metrics', 'search-routes']

/** The server main.ts already listens on, and its logger (decision 161). */
export interface StartedServer {
  server: Server
  logger: FastifyBaseLogger
}

/**
 * Builds the whole application on an open database; `main.ts` and the tests both use it.
 * Given a `started` server (main.ts), the app answers its requests through `app.routing` and
 * closes it when the app closes; otherwise Fastify makes its own (`listen`, `inject`). Tests
 * give a `clock` they move (decision 219).
 */
export async function buildApp(
  config: Config,
  started?: StartedServer,
  clock: Clock = systemClock,
) {
  const app = Fastify({
    ...(started
      ? { loggerInstance: started.logger, serverFactory: () => started.server }
      : { logger: loggerOptions(config) }),
    // One line per request, from plugins/access-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    requestTimeout: config.requestTimeoutMs,
    http: httpOptions(config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Routes take their own from the contract (decision 226); this is for the rest.
    bodyLimit: DEFAULT_BODY_LIMIT,
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

  // The start-up shell answers every other path itself until the app is ready (decision 161).
  app.addHook('onRoute', (route) => {
    if (!APP_PATHS.test(route.url) && !route.url.startsWith('/*') && route.url !== '/')
      throw new Error(`${route.url}: routes of the app live under ${APP_PATHS} (start-up.ts)`)
  })

  // Each plugin names the plugins it needs (decision 160): one registered before what it
  // needs stops the start with "The dependency 'X' of plugin 'Y' is not registered".
  await app.register(configPlugin, { config })
  await app.register(clockPlugin, { clock })
  await app.register(databasePlugin)
  // Only this process writes a PGlite database, so users' personal context, their
  // conversations' recent turns and the personas chat turns read can stay in memory.
  if (app.database.kind === 'pglite') {
    enablePersonalCache(app.database.db)
    enableConversationCache(app.database.db)
    enablePersonaCache(app.database.db)
  }
  await app.register(shutdownGrace)
  await app.register(backgroundPlugin)
  await app.register(aiPlugin)
  await app.register(eventsPlugin)
  await app.register(agentRepliesPlugin)
  await app.register(collaborationsPlugin)
  await app.register(schedulerPlugin)
  await app.register(jobsPlugin)
  await app.register(metricsPlugin)
  await app.register(modelConnectionsPlugin)
  await app.register(integrityPlugin)
  await app.register(heartbeatPlugin)
  // Closes first of these (Fastify closes in reverse order), after the routes' own hooks.
  await app.register(backgroundDrainPlugin)

  // First: every later hook reads the client address from a validated header.
  await app.register(forwardedFor)
  await app.register(errorHandler)
  await app.register(accessLog)
  await app.register(observerWatchPlugin)
  await app.register(requestTarget)
  await app.register(cookie)
  await app.register(security)
  await app.register(rateLimits)
  await app.register(csrfProtection)
  await app.register(v1Edges)
  // After v1-edges: a control character under /v1 keeps its OpenAI code (invalid_characters).
  await app.register(textRefusal)
  // After the limits and checks: a request they refuse is no sign of a person.
  await app.register(siteActivityPlugin)
  await app.register(requestUserPlugin)
  await app.register(openApi)

  await app.register(moduleRoutes(searchRoutes, 'search', [], true))
  await app.register(moduleRoutes(systemRoutes, 'system', SYSTEM_USES))
  await app.register(moduleRoutes(testSummaryRoutes, 'test-summary'))
  await app.register(moduleRoutes(authRoutes, 'auth'))
  await app.register(moduleRoutes(accountRoutes, 'account'))
  await app.register(moduleRoutes(adminRoutes, 'admin'))
  await app.register(moduleRoutes(tierRoutes, 'tiers'))
  await app.register(moduleRoutes(chatRoutes, 'chat', ['ai']))
  await app.register(moduleRoutes(memoryRoutes, 'memory'))
  await app.register(moduleRoutes(boardRoutes, 'board', ['events']))
  await app.register(moduleRoutes(commerceRoutes, 'commerce', ['search-routes']))
  await app.register(moduleRoutes(learningRoutes, 'learning', ['ai', 'search-routes'], true))
  await app.register(moduleRoutes(agentRoutes, 'agents', ['events']))
  await app.register(moduleRoutes(expertRoutes, 'experts', ['ai', 'search-routes']))
  await app.register(moduleRoutes(dataCenterRoutes, 'data-center', ['ai'], true))
  await app.register(moduleRoutes(eventRoutes, 'events', ['events', 'metrics']))
  await app.register(moduleRoutes(communicationRoutes, 'communication', ['agent-replies']))
  await app.register(moduleRoutes(collaborationRoutes, 'collaboration', ['ai', 'collaborations']))
  await app.register(moduleRoutes(autoMessagingRoutes, 'auto-messaging', ['scheduler', 'jobs']))
  await app.register(moduleRoutes(candidateRoutes, 'candidates', ['events']))
  await app.register(moduleRoutes(mediaRoutes, 'media'))
  await app.register(moduleRoutes(marketingRoutes, 'marketing'))
  await app.register(moduleRoutes(dreamRoutes, 'dream', ['ai']))
  await app.register(moduleRoutes(blogRoutes, 'blog', ['search-routes']))
  await app.register(moduleRoutes(observerRoutes, 'observer', ['integrity']))
  await app.register(moduleRoutes(notesRoutes, 'notes', ['ai', 'events', 'integrity'], true))
  await app.register(moduleRoutes(knowledgeRoutes, 'knowledge', ['ai']))
  await app.register(moduleRoutes(apiKeyRoutes, 'api-keys'))
  await app.register(moduleRoutes(personaRoutes, 'personas', ['ai']))
  await app.register(moduleRoutes(openAiApiRoutes, 'openai-api', ['ai', 'background']))
  await app.register(moduleRoutes(mcpRoutes, 'mcp', ['ai', 'background', 'events', 'notes-routes']))
  await app.register(moduleRoutes(connectionRoutes, 'connections', ['ai', 'model-connections']))
  // Last: its not-found handler answers the page shell for any other GET.
  await app.register(client)
  if (started) {
    // Fastify closes only a server it listened on. Added last, so it runs first of the close
    // hooks: no new connection, and the in-flight requests end, before anything else closes.
    app.addHook('onClose', (_app, done) => started.server.close(() => done()))
  }

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
