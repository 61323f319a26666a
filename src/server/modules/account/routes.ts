import { eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AccountSessionSchema,
  ChangePasswordInputSchema,
  ChatExportQuerySchema,
  DeleteAccountInputSchema,
  ResetPasswordInputSchema,
  SessionIdParamsSchema,
} from '@/shared/account'
import type { User } from '@/shared/auth'
import { ErrorResponseSchema } from '@/shared/errors'
import { users } from '../../db/schema/index'
import { otherAdministrators } from '../admin/service'
import { isAdmin } from '../auth/admin'
import { clearFailures, loginRules, recordFailure, secondsBlocked } from '../auth/attempts'
import { audit } from '../auth/audit'
import { hashPassword, verifyPassword } from '../auth/password'
import { passwordProblem } from '../auth/password-policy'
import {
  clearSessionCookie,
  deleteUserSession,
  endUserSessions,
  listUserSessions,
} from '../auth/sessions'
import { findUserById } from '../auth/users'
import { conversationMessages, savedConversation } from '../chat/conversations'
import { chatExport, chatMarkdown, downloadName } from './chat-export'
import { deleteAccount } from './delete'
import { accountExport } from './export'
import { resetTokenUser, spendResetToken } from './reset-links'

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The signed-in person, or a 401 sent. */
function signedIn(request: FastifyRequest, reply: FastifyReply): User | undefined {
  if (request.user) return request.user
  void reply.status(401).send({ message: 'Sign in to manage your account.' })
  return undefined
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const secure = app.config.env === 'production'

  /**
   * Checks the account's password for a sensitive action, under the same per-address limits
   * as signing in, so it cannot be used to guess the password either.
   */
  async function confirmPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    user: User,
    password: string,
    field: string,
  ) {
    const rules = loginRules(user.username, request.ip)
    const wait = await secondsBlocked(db, rules)
    if (wait > 0) {
      void reply
        .status(429)
        .header('retry-after', String(wait))
        .send({ message: `Too many attempts. Try again in ${Math.ceil(wait / 60)} minute(s).` })
      return false
    }
    const row = await findUserById(db, user.id)
    if (!row || !(await verifyPassword(row.passwordHash, password))) {
      await recordFailure(db, rules)
      await audit(app, {
        kind: 'sign-in-failed',
        text: `A wrong password was given for ${user.username}'s account settings from ${request.ip}.`,
        subject: user,
        ip: request.ip,
      })
      void reply.status(400).send({ message: `${field}: is not your current password` })
      return false
    }
    await clearFailures(db, [rules[0]!.key])
    return true
  }

  app.post(
    '/api/account/password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change my password (needs the current one); signs out my other sessions',
        body: ChangePasswordInputSchema,
        response: { 200: z.object({ endedSessions: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request, reply)
      if (!user) return reply
      const { currentPassword, newPassword } = request.body
      const weak = passwordProblem(newPassword, user)
      if (weak) return reply.status(400).send({ message: `newPassword: ${weak}` })
      if (!(await confirmPassword(request, reply, user, currentPassword, 'currentPassword')))
        return reply
      if (newPassword === currentPassword)
        return reply
          .status(400)
          .send({ message: 'newPassword: must differ from your current password' })
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(users.id, user.id))
      const ended = await endUserSessions(db, user.id, app.sessionCache, request.sessionTokenHash)
      await audit(app, {
        kind: 'password-changed',
        text: `${user.username} changed their password; ${ended} other session(s) ended.`,
        actor: user,
        subject: user,
        ip: request.ip,
        details: { endedSessions: ended },
      })
      return { endedSessions: ended }
    },
  )

  app.post(
    '/api/account/reset-password',
    {
      schema: {
        tags: ['account'],
        summary:
          "Set a new password with an administrator's one-time reset link; ends every session",
        body: ResetPasswordInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { token, newPassword } = request.body
      const invalid = () =>
        reply.status(400).send({
          message: 'token: this reset link is not valid: it was used, expired or replaced',
        })
      // A refused password leaves the link usable: check it before spending the token.
      const pending = await resetTokenUser(db, token)
      const row = pending === undefined ? undefined : await findUserById(db, pending)
      if (!row) return invalid()
      const weak = passwordProblem(newPassword, row)
      if (weak) return reply.status(400).send({ message: `newPassword: ${weak}` })
      const userId = await spendResetToken(db, token)
      if (userId !== row.id) return invalid()
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(users.id, userId))
      const ended = await endUserSessions(db, userId, app.sessionCache)
      await audit(app, {
        kind: 'password-reset',
        text: `${row.username} set a new password with a reset link; ${ended} session(s) ended.`,
        subject: row,
        ip: request.ip,
        details: { endedSessions: ended },
      })
      if (request.sessionTokenHash) clearSessionCookie(reply, secure)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/account/sessions',
    {
      schema: {
        tags: ['account'],
        summary: 'My sessions, newest first, with the current one marked',
        response: { 200: z.array(AccountSessionSchema), 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = signedIn(request, reply)
      if (!user) return reply
      const rows = await listUserSessions(db, user.id)
      return rows.map((row) => ({
        id: row.id,
        current: row.tokenHash === request.sessionTokenHash,
        persistent: row.persistent,
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }))
    },
  )

  app.delete(
    '/api/account/sessions/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out one of my sessions',
        params: SessionIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request, reply)
      if (!user) return reply
      if (!(await deleteUserSession(db, user.id, request.params.id, app.sessionCache)))
        return reply.status(404).send({ message: 'You have no session with that id.' })
      await audit(app, {
        kind: 'session-ended',
        text: `${user.username} signed out session ${request.params.id}.`,
        actor: user,
        subject: user,
        ip: request.ip,
        details: { sessionId: request.params.id },
      })
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download everything kept about me as one JSON file (chats also as Markdown)',
        response: { 200: z.any(), 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = signedIn(request, reply)
      if (!user) return reply
      const data = await accountExport(db, user.id)
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="humancodex-${user.username}-export.json"`,
        )
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2))
    },
  )

  app.get(
    '/api/account/chats/:id/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Download one of my saved conversations as Markdown or JSON',
        params: z.object({ id: z.string().max(64) }),
        querystring: ChatExportQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request, reply)
      if (!user) return reply
      const conversation = UUID.test(request.params.id)
        ? await savedConversation(db, user.id, request.params.id)
        : undefined
      if (!conversation)
        return reply.status(404).send({ message: 'You have no saved conversation with that id.' })
      const chat = chatExport(conversation, await conversationMessages(db, conversation.id))
      const json = request.query.format === 'json'
      const name = downloadName(chat.title, json ? 'json' : 'md')
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .type(json ? 'application/json; charset=utf-8' : 'text/markdown; charset=utf-8')
        .send(json ? JSON.stringify(chat, null, 2) : chatMarkdown(chat, user.username))
    },
  )

  app.delete(
    '/api/account',
    {
      schema: {
        tags: ['account'],
        summary:
          'Delete my account and everything kept about me (board posts stay, as "deleted user")',
        body: DeleteAccountInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request, reply)
      if (!user) return reply
      if (!(await confirmPassword(request, reply, user, request.body.password, 'password')))
        return reply
      if (isAdmin(app, user) && (await otherAdministrators(app, user.id)) === 0)
        return reply.status(409).send({
          message:
            'You are the last administrator: make someone else an administrator before deleting your account.',
        })
      await deleteAccount(app, user)
      await audit(app, {
        kind: 'account-deleted',
        text: `An account (user ${user.id}) was deleted by its owner.`,
        ip: request.ip,
        details: { userId: user.id },
      })
      clearSessionCookie(reply, secure)
      return reply.status(204).send(null)
    },
  )
}
