import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { User } from '@/shared/auth'
import type { AppServices } from '../../types'

/** Named in ADMIN_USERNAMES (usernames are unique case-insensitively): always an administrator. */
export function isConfiguredAdmin(app: Pick<AppServices, 'config'>, username: string): boolean {
  return app.config.adminUsernames.includes(username.toLowerCase())
}

/**
 * An operator: a user whose stored role is administrator (the installation's first account,
 * or one an administrator named) or who is named in ADMIN_USERNAMES. The only admin check.
 */
export function isAdmin(app: Pick<AppServices, 'config'>, user: User | null): boolean {
  return user !== null && (user.role === 'admin' || isConfiguredAdmin(app, user.username))
}

/** What a refused visitor reads: `Sign in to <what>.`, or the exact text given. */
export interface GuardText {
  /** Completes "Sign in to …" and "Only an administrator can …". */
  what?: string
  /** The whole 401 message, where a screen shows a sentence of its own. */
  signIn?: string
}

const signInMessage = ({ what, signIn }: GuardText) =>
  signIn ?? (what ? `Sign in to ${what}.` : 'Sign in first.')

/** The one check for signed-in routes: 401 `{ message }` before the handler runs. */
export function requireUser(text: GuardText = {}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return reply.status(401).send({ message: signInMessage(text) })
  }
}

/**
 * The one check for operator actions: 401 for a visitor, 403 for a signed-in non-admin
 * (stored role or ADMIN_USERNAMES, decisions 110 and 126).
 */
export function requireAdmin(app: FastifyInstance, text: GuardText = {}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return reply.status(401).send({ message: signInMessage(text) })
    if (!isAdmin(app, request.user)) {
      const what = text.what ?? 'do this'
      return reply.status(403).send({
        message: `Only an administrator can ${what}. Ask an administrator of this installation.`,
      })
    }
  }
}
