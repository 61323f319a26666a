import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  LOGIN_FAILED_MESSAGE,
  LoginInputSchema,
  REGISTRATION_CONFLICT_MESSAGE,
  RegisterInputSchema,
  SessionResponseSchema,
  UpgradePremiumInputSchema,
  UserResponseSchema,
} from '@/shared/auth'
import { ErrorResponseSchema } from '@/shared/errors'
import { isAdmin, unclaimedAdminNames } from './admin'
import { login, register, upgradeToPremium, type AuthOutcome } from './service'
import { clearSessionCookie, createSession, deleteSession, setSessionCookie } from './sessions'

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
}

function tooMany(reply: FastifyReply, seconds: number) {
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .send({ message: `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).` })
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const secure = app.config.env === 'production'

  app.addHook('onReady', async () => {
    const unclaimed = await unclaimedAdminNames(db, app.config.adminUsernames)
    if (unclaimed.length > 0)
      app.log.warn(
        { unclaimed },
        'ADMIN_USERNAMES names usernames no account holds yet: whoever signs up first with one of them becomes an administrator',
      )
  })

  /** Replaces any session the request came with by a fresh one for the user. */
  async function startSession(
    request: { sessionTokenHash: string | null },
    reply: FastifyReply,
    outcome: Extract<AuthOutcome, { ok: true }>,
    persistent: boolean,
  ) {
    if (request.sessionTokenHash)
      await deleteSession(db, request.sessionTokenHash, app.sessionCache)
    setSessionCookie(reply, await createSession(db, outcome.user.id, persistent), secure)
  }

  app.post(
    '/api/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: RegisterInputSchema,
        response: { 201: UserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await register(db, request.body, request.ip)
      if (outcome.ok) {
        await startSession(request, reply, outcome, request.body.rememberMe ?? false)
        request.log.info({ userId: outcome.user.id }, 'account created')
        return reply.status(201).send({ user: outcome.user })
      }
      if (outcome.reason === 'blocked') return tooMany(reply, outcome.retryAfterSeconds)
      return reply.status(409).send({ message: REGISTRATION_CONFLICT_MESSAGE })
    },
  )

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username or email and password',
        body: LoginInputSchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await login(db, request.body, request.ip)
      if (outcome.ok) {
        await startSession(request, reply, outcome, request.body.rememberMe ?? false)
        return { user: outcome.user }
      }
      if (outcome.reason === 'blocked') return tooMany(reply, outcome.retryAfterSeconds)
      return reply.status(401).send({ message: LOGIN_FAILED_MESSAGE })
    },
  )

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out (ends the session)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (request.sessionTokenHash)
        await deleteSession(db, request.sessionTokenHash, app.sessionCache)
      clearSessionCookie(reply, secure)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: UserResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: 'Not signed in' })
      return { user: request.user }
    },
  )

  app.get(
    '/api/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in, or null: for the page to check at start-up',
        response: { 200: SessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { user: request.user, isAdmin: isAdmin(app, request.user) }
    },
  )

  app.post(
    '/api/upgrade-premium',
    {
      schema: {
        tags: ['auth'],
        summary: "Upgrade the signed-in user's account to premium",
        body: UpgradePremiumInputSchema,
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) {
        return reply.status(401).send({ message: 'Please create an account or log in to upgrade.' })
      }
      const claimed = request.body?.userId
      if (claimed !== undefined && String(claimed) !== String(request.user.id)) {
        return reply.status(403).send({ message: 'You can only upgrade your own account.' })
      }
      const user = await upgradeToPremium(db, request.user.id, request.body?.plan)
      app.sessionCache?.forgetUser(user.id)
      request.log.info(
        { userId: user.id, plan: request.body?.plan ?? 'pro' },
        'upgraded to premium',
      )
      return { user }
    },
  )
}
