import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { expertContract } from '@/shared/contract/experts'
import { route } from '../../route'
import { findExpert, generateContext, listExperts } from './service'
import { expertsKnowledge, expertsSearchSource } from './sources'

export const expertRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.ai.knowledge.addSource(expertsKnowledge)
  await app.quickSearch.addSource(expertsSearchSource)

  route(app, expertContract.list, { access: 'public' }, async (request) =>
    listExperts(request.query),
  )

  route(
    app,
    expertContract.one,
    { access: 'public' },
    async (request, reply) =>
      findExpert(request.params.id) ??
      reply.status(404).send({ message: `No expert with the id ${request.params.id}` }),
  )

  route(app, expertContract.generateContext, { access: 'public' }, async (request, reply) => {
    const context = await generateContext(app.database.db, request.user?.id ?? null, request.body)
    return (
      context ??
      reply.status(404).send({ message: `No expert with the id ${request.body.expertId}` })
    )
  })
}
