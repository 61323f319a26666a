import type { FastifyInstance } from 'fastify'
import type { User } from '@/shared/auth'
import { SessionCache } from './session-cache'
import { clearSessionCookie, resolveSession, sessionCookieName } from './sessions'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an /api request, or null. */
    user: User | null
    sessionTokenHash: string | null
  }
}

/** Resolves the session cookie of every API request into `request.user`. */
export function registerRequestUser(app: FastifyInstance) {
  app.decorate('sessionCache', app.database.kind === 'pglite' ? new SessionCache() : null)
  app.decorateRequest('user', null)
  app.decorateRequest('sessionTokenHash', null)
  const secure = app.config.env === 'production'
  const cookieName = sessionCookieName(secure)
  app.addHook('onRequest', async (request, reply) => {
    if (!request.isApi) return
    const token = request.cookies[cookieName]
    if (!token) return
    const session =
      token.length <= 128 ? await resolveSession(app.database.db, token, app.sessionCache) : null
    if (!session) {
      clearSessionCookie(reply, secure)
      return
    }
    request.user = session.user
    request.sessionTokenHash = session.tokenHash
  })
}
