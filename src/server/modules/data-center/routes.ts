import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  DatabaseListSchema,
  DataQueryInputSchema,
  QueryHistorySchema,
  QueryResultSchema,
} from '@/shared/data-center'
import { ErrorResponseSchema } from '@/shared/errors'
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
  const tags = ['data center']

  app.get(
    '/api/chatgpt/databases',
    {
      schema: {
        tags,
        summary: "The platform's searchable collections with live record counts",
        response: { 200: DatabaseListSchema },
      },
    },
    async () => registry.list(),
  )

  app.get(
    '/api/chatgpt/queries',
    {
      schema: {
        tags,
        summary: "The caller's own query history (signed-in user, else visitor), newest first",
        response: { 200: QueryHistorySchema },
      },
    },
    async (request, reply) => queryHistory(db, usageSubject(request, reply)),
  )

  app.post(
    '/api/chatgpt/query',
    {
      schema: {
        tags,
        summary: 'Search one collection and answer from the best records; kept in the history',
        body: DataQueryInputSchema,
        response: {
          200: QueryResultSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          502: ErrorResponseSchema,
          503: ErrorResponseSchema,
          504: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const collection = registry.get(request.body.database)
      if (!collection)
        return reply
          .status(404)
          .send({ message: `No database with the id ${request.body.database}` })
      const outcome = await runQuery(app, usageSubject(request, reply), collection, request.body)
      if (outcome.ok) return outcome.result
      if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds))
      return reply.status(outcome.status as 502).send({ message: outcome.message })
    },
  )
}

// Registered at the root (like fastify-plugin) so other modules can reach `app.dataCenter`.
export const dataCenterRoutes = Object.assign(routes, { [Symbol.for('skip-override')]: true })
