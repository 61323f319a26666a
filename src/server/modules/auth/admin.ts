import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { User } from '@/shared/auth'

/** An operator: a user named in ADMIN_USERNAMES (usernames are unique case-insensitively). */
export function isAdmin(app: FastifyInstance, user: User | null): boolean {
  return user !== null && app.config.adminUsernames.includes(user.username.toLowerCase())
}

/**
 * A preHandler for operator actions: 401 for a visitor, 403 for a signed-in non-admin. `what`
 * completes "Sign in to …" and "Only an administrator can …".
 */
export function adminOnly(app: FastifyInstance, what: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return reply.status(401).send({ message: `Sign in to ${what}.` })
    if (!isAdmin(app, request.user)) {
      return reply.status(403).send({
        message: `Only an administrator can ${what}. Administrators are the usernames in ADMIN_USERNAMES.`,
      })
    }
  }
}
