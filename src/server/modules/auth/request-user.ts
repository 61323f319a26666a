import type { FastifyInstance } from 'fastify'
import type { User } from '@/shared/auth'
import { SessionCache } from './session-cache'
import { clearSessionCookie, resolveSession, SESSION_COOKIE } from './sessions'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an /api request, or null. */
    user: User | null
    sessionTokenHash: string | null
  }
  interface FastifyInstance {
    /** Resolved sessions, with PGlite only: the one process writing them (decision 115). */
    sessionCache: SessionCache | null
  }
}

/** Resolves the session cookie of every API request into `request.user`. */
export function registerRequestUser(app: FastifyInstance) {
  app.decorate('sessionCache', app.database.kind === 'pglite' ? new SessionCache() : null)
  app.decorateRequest('user', null)
  app.decorateRequest('sessionTokenHash', null)
  app.addHook('onRequest', async (request, reply) => {
    if (!request.isApi) return
    const token = request.cookies[SESSION_COOKIE]
    if (!token) return
    const session =
      token.length <= 128 ? await resolveSession(app.database.db, token, app.sessionCache) : null
    if (!session) {
      clearSessionCookie(reply, app.config.env === 'production')
      return
    }
    request.user = session.user
    request.sessionTokenHash = session.tokenHash
  })
}
