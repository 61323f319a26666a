import type { IncomingMessage, ServerResponse } from 'node:http'
import Fastify, { LogController, type FastifyRequest } from 'fastify'
import { fastifyTrustProxy, type Config } from './config'
import { loggerOptions } from './logger'
import { accessLog } from './plugins/access-log'
import { client } from './plugins/client'
import { configPlugin } from './plugins/config'
import { csrfProtection } from './plugins/csrf'
import { errorHandler } from './plugins/error-handler'
import { requestTarget } from './plugins/request-target'
import { security } from './plugins/security'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/** The paths the app answers itself; every other GET is the client's (a file or the page shell). */
export const APP_PATHS = /^\/(api|v1|mcp|metrics|healthz|readyz)(\/|$)/

/** Whether the start-up shell leaves a request to the app: anything but reading a page or file. */
function forTheApp(request: FastifyRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return true
  return request.isApi || APP_PATHS.test(request.url.split('?', 1)[0]!)
}

/**
 * While the app starts (PGlite, migrations, indexes: seconds), the server already listens and
 * this small app answers what does not need it, with the same plugins: the client's files and
 * the page shell, with the same headers and Host check. Every other request is held, unread,
 * and handed to the app once it is ready: late, never refused or answered wrongly (decision 161).
 */
export async function buildStartUpShell(config: Config) {
  const shell = Fastify({
    logger: loggerOptions(config),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
  })
  let appHandler: Handler | null = null
  const held: (() => void)[] = []
  await shell.register(configPlugin, { config })
  await shell.register(errorHandler)
  await shell.register(accessLog)
  await shell.register(requestTarget)
  shell.addHook('onRequest', (request, reply, done) => {
    if (forTheApp(request)) {
      reply.hijack()
      const handOver = () => appHandler!(request.raw, reply.raw)
      if (appHandler) handOver()
      else held.push(handOver)
    }
    done()
  })
  await shell.register(security)
  await shell.register(csrfProtection)
  await shell.register(client)
  await shell.ready()

  let handler: Handler = shell.routing
  return {
    /** The logger the app goes on with. */
    logger: shell.log,
    /** Routes a request of the server: to the shell until the app is ready, then to the app. */
    handle: ((request, response) => handler(request, response)) as Handler,
    /** Sends every request from now on, and the ones held, to the app. */
    async handOver(app: Handler) {
      appHandler = app
      handler = app
      for (const handOver of held.splice(0)) handOver()
      await shell.close()
    },
  }
}

/**
 * Fastify's options for the HTTP server; main.ts creates the server with them before the app.
 * The request timeout is given at creation with the headers timeout under it, and looked for
 * every tenth of it (Node's default is every 30 s): a slow body was cut at about twice the
 * timeout before.
 */
export function httpOptions(config: Config) {
  return {
    requestTimeout: config.requestTimeoutMs,
    headersTimeout: Math.min(60_000, config.requestTimeoutMs),
    connectionsCheckingInterval: Math.min(30_000, Math.max(50, config.requestTimeoutMs / 10)),
  }
}
