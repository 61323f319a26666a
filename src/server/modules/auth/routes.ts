import { plural } from '@/shared/plural'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ACCOUNT_DISABLED_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  PREMIUM_REQUESTED_MESSAGE,
  REGISTRATION_CONFLICT_MESSAGE,
} from '@/shared/auth'
import { authContract } from '@/shared/contract/auth'
import { route } from '../../route'
import {
  audit,
  createSession,
  deleteSession,
  downgradeToFree,
  isAdmin,
  login,
  register,
  requestPremium,
  upgradeToPremium,
  type AuthOutcome,
  unclaimedAdminNames,
} from './service'
import { clearSessionCookie, setSessionCookie } from './sessions'

function tooMany(reply: FastifyReply, seconds: number) {
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .send({
      message: `Too many attempts. Try again in ${plural(Math.ceil(seconds / 60), 'minute')}.`,
    })
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
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: Extract<AuthOutcome, { ok: true }>,
    persistent: boolean,
  ) {
    if (request.sessionTokenHash)
      await deleteSession(db, request.sessionTokenHash, app.sessionCache)
    const userAgent = request.headers['user-agent'] ?? ''
    setSessionCookie(reply, await createSession(db, outcome.user.id, persistent, userAgent), secure)
  }

  route(app, authContract.register, { access: 'public' }, async (request, reply) => {
    const outcome = await register(db, request.body, request.ip, {
      // Configured administrators take precedence over "the first account is one".
      firstAccountAdmin: app.config.firstAccountAdmin && app.config.adminUsernames.length === 0,
      signupsPerAddressPerHour: app.config.signupsPerAddressPerHour,
    })
    if (outcome.ok) {
      await startSession(request, reply, outcome, request.body.rememberMe ?? false)
      request.log.info({ userId: outcome.user.id, role: outcome.user.role }, 'account created')
      if (outcome.user.role === 'admin')
        await audit(app, {
          kind: 'role-changed',
          text: `${outcome.user.username}, the first account of this installation, is an administrator.`,
          subject: outcome.user,
          details: { role: 'admin', reason: 'first account' },
        })
      return reply.status(201).send({ user: outcome.user })
    }
    if (outcome.reason === 'blocked') {
      await audit(app, {
        kind: 'sign-up-throttled',
        text: `Sign-ups from ${request.ip} were refused for ${outcome.retryAfterSeconds} s.`,
        ip: request.ip,
        alert: true,
      })
      return tooMany(reply, outcome.retryAfterSeconds)
    }
    if (outcome.reason === 'weak') return reply.status(400).send({ message: outcome.message })
    return reply.status(409).send({ message: REGISTRATION_CONFLICT_MESSAGE })
  })

  route(app, authContract.login, { access: 'public' }, async (request, reply) => {
    const outcome = await login(db, request.body, request.ip)
    if (outcome.ok) {
      await startSession(request, reply, outcome, request.body.rememberMe ?? false)
      return { user: outcome.user }
    }
    if (outcome.reason === 'blocked') {
      await audit(app, {
        kind: 'sign-in-throttled',
        text: `Sign-ins from ${request.ip} were held back ${outcome.retryAfterSeconds} s after repeated failures.`,
        ip: request.ip,
        alert: true,
      })
      return tooMany(reply, outcome.retryAfterSeconds)
    }
    if (outcome.reason === 'invalid' || outcome.reason === 'disabled') {
      // What was typed as the name may be a password typed in the wrong field: only a real
      // account's id is recorded, never the text.
      const known = outcome.userId !== null
      await audit(app, {
        kind: outcome.reason === 'disabled' ? 'sign-in-disabled-account' : 'sign-in-failed',
        text:
          outcome.reason === 'disabled'
            ? `A disabled account (user ${outcome.userId}) tried to sign in from ${request.ip}.`
            : `A sign-in failed from ${request.ip} (${known ? `user ${outcome.userId}` : 'no such account'}).`,
        ip: request.ip,
        details: { userId: outcome.userId },
      })
    }
    // Only someone who knows the password learns that the account is disabled.
    if (outcome.reason === 'disabled')
      return reply.status(403).send({ message: ACCOUNT_DISABLED_MESSAGE })
    return reply.status(401).send({ message: LOGIN_FAILED_MESSAGE })
  })

  route(app, authContract.logout, { access: 'public' }, async (request, reply) => {
    if (request.sessionTokenHash)
      await deleteSession(db, request.sessionTokenHash, app.sessionCache)
    clearSessionCookie(reply, secure)
    return reply.status(204).send(null)
  })

  route(app, authContract.me, { access: 'user', signIn: 'Not signed in' }, async (request) => ({
    user: request.user,
  }))

  route(app, authContract.session, { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return {
      user: request.user,
      isAdmin: isAdmin(app, request.user),
      premiumSelfService: app.config.premiumSelfService,
    }
  })

  route(
    app,
    authContract.upgradePremium,
    { access: 'user', signIn: 'Please create an account or log in to upgrade.' },
    async (request, reply) => {
      const claimed = request.body?.userId
      if (claimed !== undefined && String(claimed) !== String(request.user.id)) {
        return reply.status(403).send({ message: 'You can only upgrade your own account.' })
      }
      if (!app.config.premiumSelfService && !request.user.isPremium) {
        await requestPremium(db, request.user.id)
        request.log.info({ userId: request.user.id }, 'asked for premium')
        return { requested: true as const, message: PREMIUM_REQUESTED_MESSAGE }
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

  route(
    app,
    authContract.downgradePremium,
    { access: 'user', signIn: 'Please log in to change your plan.' },
    async (request) => {
      const user = await downgradeToFree(db, request.user.id)
      app.sessionCache?.forgetUser(user.id)
      request.log.info({ userId: user.id }, 'returned to the free plan')
      return { user }
    },
  )
}
