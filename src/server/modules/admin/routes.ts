import { plural } from '@/shared/plural'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminContract } from '@/shared/contract/admin'
import { route } from '../../route'
import { issueResetToken } from '../account/service'
import { revokeAllApiKeys } from '../api-keys/service'
import { isConfiguredAdmin } from '../auth/service'
import { audit } from '../auth/service'
import { endUserSessions } from '../auth/service'
import { findUserById } from '../auth/service'
import {
  changeUser,
  changeUserKeepingAnAdministrator,
  listUsers,
  sessionCounts,
  toAdminUser,
} from './service'

const access = { access: 'admin', what: 'manage people' } as const

/** The Administration screen's API: people, their roles, premium, disabling and reset links. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const notFound = { message: 'There is no account with that id.' }

  route(app, adminContract.users, access, async (request) =>
    listUsers(app, request.query.q, request.query.page),
  )

  route(app, adminContract.changeUser, access, async (request, reply) => {
    const actor = request.user
    const target = await findUserById(db, request.params.id)
    if (!target) return reply.status(404).send(notFound)
    const change = request.body
    const self = target.id === actor.id
    if (change.disabled === true && self)
      return reply.status(409).send({ message: 'disabled: you cannot disable your own account' })
    const losesAdmin =
      (change.role === 'member' && target.role === 'admin') ||
      (change.disabled === true && target.disabledAt === null)
    const stillAdminByConfig = change.disabled !== true && isConfiguredAdmin(app, target.username)
    const wasAdmin = target.role === 'admin' || isConfiguredAdmin(app, target.username)
    const row =
      losesAdmin && wasAdmin && !stillAdminByConfig
        ? await changeUserKeepingAnAdministrator(app, target, change)
        : await changeUser(db, target, change)
    if (!row)
      return reply.status(409).send({
        message: `${change.role ? 'role' : 'disabled'}: ${target.username} is the last administrator; name another one first`,
      })
    app.sessionCache?.forgetUser(target.id)
    const ended = change.disabled ? await endUserSessions(db, target.id, app.sessionCache) : 0

    const subject = { id: target.id, username: target.username }
    const by = { actor, subject, ip: request.ip }
    if (change.role && change.role !== target.role)
      await audit(app, {
        kind: 'role-changed',
        text: `${actor.username} made ${target.username} ${change.role === 'admin' ? 'an administrator' : 'a member'}.`,
        ...by,
        details: { role: change.role },
      })
    if (change.isPremium !== undefined && change.isPremium !== target.isPremium)
      await audit(app, {
        kind: 'premium-changed',
        text: `${actor.username} ${change.isPremium ? 'granted' : 'revoked'} premium for ${target.username}.`,
        ...by,
        details: { isPremium: change.isPremium },
      })
    if (change.disabled !== undefined && change.disabled !== (target.disabledAt !== null))
      await audit(app, {
        kind: change.disabled ? 'account-disabled' : 'account-enabled',
        text: change.disabled
          ? `${actor.username} disabled ${target.username}'s account; ${plural(ended, 'session')} ended.`
          : `${actor.username} enabled ${target.username}'s account again.`,
        ...by,
        details: { endedSessions: ended },
      })
    const counts = await sessionCounts(db, [target.id])
    return toAdminUser(app, row, counts.get(target.id) ?? 0)
  })

  route(app, adminContract.resetLink, access, async (request, reply) => {
    const actor = request.user
    const target = await findUserById(db, request.params.id)
    if (!target) return reply.status(404).send(notFound)
    const { token, expiresAt } = await issueResetToken(db, target.id, actor.id)
    // A reset is for an account that may be in other hands: its keys stop now, not at the reset.
    const revoked = await revokeAllApiKeys(db, target.id)
    await audit(app, {
      kind: 'reset-link-issued',
      text: `${actor.username} issued a password-reset link for ${target.username}; ${plural(revoked, 'API key')} revoked.`,
      actor,
      subject: { id: target.id, username: target.username },
      ip: request.ip,
      details: { expiresAt: expiresAt.toISOString(), revokedApiKeys: revoked },
    })
    reply.header('cache-control', 'no-store')
    // In the fragment, so the token never reaches a server log or a Referer header.
    return reply
      .status(201)
      .send({ path: `/reset-password#token=${token}`, expiresAt: expiresAt.toISOString() })
  })
}
