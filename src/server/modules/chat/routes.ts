import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { chatContract } from '@/shared/contract/chat'
import { route } from '../../route'
import { respondInGroup } from './group'
import { respond } from './respond'

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, chatContract.status, { access: 'public' }, async () => app.ai.status())
  route(app, chatContract.models, { access: 'public' }, async () => ({
    models: app.ai.provider.offered(),
  }))

  route(
    app,
    chatContract.ask,
    // respond() asks the persona registry; an unknown persona is a 404, not a 400.
    { access: 'public' },
    async (request, reply) => respond(app, request, reply, request.params.persona, request.body),
  )

  route(app, chatContract.agent, { access: 'public' }, async (request, reply) =>
    respond(app, request, reply, request.body.persona ?? 'adam', request.body),
  )

  route(app, chatContract.companion, { access: 'public' }, async (request, reply) => {
    const answer = await respond(app, request, reply, request.body.agent, request.body)
    if (answer && 'response' in answer) return { ...answer, message: answer.response }
    return answer
  })

  // Group chats hold one's own personas: signed in, like the personas themselves (decision 261).
  route(
    app,
    chatContract.group,
    { access: 'user', signIn: 'Sign in to chat with a group of personas.' },
    async (request, reply) => respondInGroup(app, request, reply, request.body),
  )
}
