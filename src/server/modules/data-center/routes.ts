import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dataCenterContract } from '@/shared/contract/data-center'
import { route } from '../../route'
import { usageSubject } from '../tiers'
import {
  agentsCollection,
  boardCollection,
  coursesCollection,
  knowledgeCollection,
} from './collections'
import { CollectionRegistry, queryHistory, runQuery } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** The database browser's collections; notes and courses add theirs with `add()`. */
    dataCenter: CollectionRegistry
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const registry = new CollectionRegistry()
  registry.add(knowledgeCollection(app.ai.knowledge))
  registry.add(boardCollection(db))
  registry.add(agentsCollection(db))
  registry.add(coursesCollection())
  app.decorate('dataCenter', registry)

  route(app, dataCenterContract.databases, { access: 'public' }, async () => registry.list())

  route(app, dataCenterContract.queries, { access: 'public' }, async (request, reply) =>
    queryHistory(db, usageSubject(request, reply)),
  )

  route(app, dataCenterContract.query, { access: 'public' }, async (request, reply) => {
    const collection = registry.get(request.body.database)
    if (!collection)
      return reply.status(404).send({ message: `No database with the id ${request.body.database}` })
    const outcome = await runQuery(app, usageSubject(request, reply), collection, request.body)
    if (outcome.ok) return outcome.result
    if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds))
    return reply.status(outcome.status as 502).send({ message: outcome.message })
  })
}

// Registered at the root so other modules can reach `app.dataCenter`.
export const dataCenterRoutes = fp(routes, { name: 'data-center' })
