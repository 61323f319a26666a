import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import * as tiers from './service'

export * from './service'

const ONE_YEAR_SECONDS = 365 * 24 * 3600

/** Who the request is, as the tiers count it: the values the service takes. */
export function callerOf(request: FastifyRequest): tiers.Caller {
  const visitor = request.cookies[tiers.VISITOR_COOKIE]
  return {
    userId: request.user?.id ?? null,
    visitorId: tiers.isVisitorId(visitor) ? visitor : null,
    clientAddress: request.ip,
  }
}

/**
 * The request's usage subject (`tiers.usageSubject`); a visitor without a valid cookie gets one
 * (HttpOnly, a year), so their next requests count against it.
 */
export function usageSubject(request: FastifyRequest, reply: FastifyReply): string {
  const caller = callerOf(request)
  let visitor = caller.visitorId
  if (caller.userId === null && visitor === null) {
    visitor = randomBytes(16).toString('base64url')
    reply.setCookie(tiers.VISITOR_COOKIE, visitor, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.server.config.env === 'production',
      maxAge: ONE_YEAR_SECONDS,
    })
  }
  return tiers.usageSubject(caller.userId, visitor ?? '')
}

/** The request's reaction subjects (`tiers.reactionSubjects`), setting a visitor cookie if need be. */
export function reactionSubjects(request: FastifyRequest, reply: FastifyReply): string[] {
  return tiers.reactionSubjects(callerOf(request), usageSubject(request, reply))
}
