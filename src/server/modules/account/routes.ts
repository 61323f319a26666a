import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { accountContract } from '@/shared/contract/account'
import { clearSessionCookie } from '../auth'
import { route } from '../../route'
import {
  accountExport,
  changePassword,
  chatDownload,
  deleteMyAccount,
  endMySession,
  mySessions,
  type Refusal,
  resetPassword,
} from './service'

// Every signed-in route here says the same: the account settings screen shows it.
const signedIn = { access: 'user', what: 'manage your account' } as const

const refuse = (reply: FastifyReply, refusal: Refusal) => {
  if (refusal.retryAfter !== undefined) reply.header('retry-after', String(refusal.retryAfter))
  return reply.status(refusal.status).send({ message: refusal.message })
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.env === 'production'

  route(app, accountContract.changePassword, signedIn, async (request, reply) => {
    const result = await changePassword(app, request.user, request.body, {
      tokenHash: request.sessionTokenHash,
      ip: request.ip,
    })
    return 'status' in result ? refuse(reply, result) : result
  })

  route(app, accountContract.resetPassword, { access: 'public' }, async (request, reply) => {
    const refused = await resetPassword(app, request.body, request.ip)
    if (refused) return refuse(reply, refused)
    if (request.sessionTokenHash) clearSessionCookie(reply, secure)
    return reply.status(204).send(null)
  })

  route(app, accountContract.sessions, signedIn, async (request) =>
    mySessions(app, request.user.id, request.sessionTokenHash),
  )

  route(app, accountContract.endSession, signedIn, async (request, reply) => {
    if (!(await endMySession(app, request.user, request.params.id, request.ip)))
      return reply.status(404).send({ message: 'You have no session with that id.' })
    return reply.status(204).send(null)
  })

  route(app, accountContract.export, signedIn, async (request, reply) => {
    const data = await accountExport(app.database.db, request.user.id)
    return reply
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="humancodex-${request.user.username}-export.json"`,
      )
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2))
  })

  route(app, accountContract.chatExport, signedIn, async (request, reply) => {
    const file = await chatDownload(app, request.user, request.params.id, request.query.format)
    if (!file)
      return reply.status(404).send({ message: 'You have no saved conversation with that id.' })
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .type(file.type)
      .send(file.body)
  })

  route(app, accountContract.delete, signedIn, async (request, reply) => {
    const refused = await deleteMyAccount(app, request.user, request.body.password, request.ip)
    if (refused) return refuse(reply, refused)
    clearSessionCookie(reply, secure)
    return reply.status(204).send(null)
  })
}
