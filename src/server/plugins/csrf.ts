import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { HostAllowList } from './request-target'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/**
 * Our own origin: `PUBLIC_ORIGIN` when configured (scheme, name and port); otherwise the host the
 * request was addressed to, which the Host allow-list has already vetted.
 */
function sameOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true
  const origin = request.headers.origin
  if (!origin) return false
  if (publicOrigin) return origin.replace(/\/+$/, '') === publicOrigin
  const host = originHost(origin)
  return host !== null && host === originHost(`${request.protocol}://${request.host}`)
}

/** The names a request may carry in Host: configured ones, the public origin's and HOST's. */
export function allowedHosts(config: Config): HostAllowList {
  const names = [...config.allowedHosts]
  if (config.publicOrigin) names.push(new URL(config.publicOrigin).hostname)
  names.push(config.host)
  return new HostAllowList(names)
}

/**
 * Refuses what a browser on another site could aim at us: a request target the checks could
 * read differently from the router (absolute-form, an encoded `/api`), a Host name that is not
 * ours (DNS rebinding), and state-changing API calls without our origin (`Origin` or
 * `Sec-Fetch-Site: same-origin`). Together with SameSite=Lax cookies this stops CSRF.
 */
export const csrfProtection = fp(
  async (app) => {
    const hosts = allowedHosts(app.config)
    const publicOrigin = app.config.publicOrigin
    app.addHook('onRequest', async (request, reply) => {
      if (request.targetRefusal) return reply.status(400).send({ message: request.targetRefusal })
      if (!hosts.allows(request.host)) {
        return reply.status(421).send({
          message: 'Host: this server does not answer to that name (see ALLOWED_HOSTS).',
        })
      }
      if (SAFE_METHODS.has(request.method) || !request.isApi) return
      if (sameOrigin(request, publicOrigin)) return
      return reply
        .status(403)
        .send({ message: 'Cross-site request refused: send it from the HumanCodex site itself.' })
    })
  },
  { name: 'csrf', dependencies: ['config', 'request-target'] },
)
