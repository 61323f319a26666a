import { eq, inArray, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorResponseSchema } from '@/shared/errors'
import {
  CHOICE_SCOPES,
  ConnectionInputSchema,
  ConnectionParamsSchema,
  ConnectionPatchSchema,
  ConnectionSchema,
  ConnectionsOverviewSchema,
  ConnectionTestSchema,
  ModelChoicesPatchSchema,
  ModelChoicesSchema,
  type ConnectionView,
  type ModelChoices,
} from '@/shared/model-connections'
import { OFFLINE_CONNECTION, type ModelConnection } from '../../ai/model-router'
import { modelChoices, modelConnections } from '../../db/schema/index'
import { adminOnly } from '../auth/admin'
import { listModels } from './list-models'
import { pointsAtSelf } from './points-at-self'

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
}
const TEST_TIMEOUT_MS = 5000

/**
 * Model connections managed by administrators: add, edit, test, remove; the default model and
 * each persona's. API keys go in and never come out (only `hasApiKey`).
 */
export const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const router = app.ai.provider
  app.addHook('preHandler', adminOnly(app, 'manage model connections'))

  const view = (connection: ModelConnection): ConnectionView => ({
    id: connection.id,
    name: connection.name,
    baseUrl: connection.baseUrl,
    source: connection.source,
    readOnly: connection.source !== 'stored',
    hasApiKey: Boolean(connection.apiKey) || Boolean(connection.keyError),
    keyError: connection.keyError ?? null,
    state: router.state(connection.id),
  })
  const choices = (): ModelChoices => {
    const chosen = router.chosen()
    return Object.fromEntries(
      CHOICE_SCOPES.map((scope) => [scope, chosen.get(scope) ?? null]),
    ) as ModelChoices
  }
  const overview = () => ({
    connections: router.list().map(view),
    choices: choices(),
    offlineModel: app.ai.offline.model,
    fallbacks: router.fallbacks,
  })

  /** 400 for a URL leading back to this server; undefined when the URL may be used. */
  const refuseSelf = (request: FastifyRequest, reply: FastifyReply, baseUrl: string) =>
    pointsAtSelf(app, request, new URL(baseUrl))
      ? reply
          .status(400)
          .send({ message: 'baseUrl: points at this server itself; use another model server.' })
      : undefined

  /** The stored connection of `id`, or a 404 / a 400 for a read-only one. */
  const storedOr = (id: string, reply: FastifyReply) => {
    const connection = router.connection(id)
    if (!connection) {
      reply.status(404).send({ message: 'There is no model connection with this id.' })
      return undefined
    }
    if (connection.source !== 'stored') {
      reply.status(400).send({
        message:
          connection.source === 'env'
            ? 'This connection comes from the AI_* variables: change them and restart instead.'
            : 'This connection was found at start (Ollama): add it as a connection of your own to change it.',
      })
      return undefined
    }
    return connection
  }

  app.get(
    '/api/connections',
    {
      schema: {
        tags: ['connections'],
        summary: 'Model connections, their state and the chosen models (administrators)',
        response: { 200: ConnectionsOverviewSchema, ...errors },
      },
    },
    async () => overview(),
  )

  app.post(
    '/api/connections',
    {
      schema: {
        tags: ['connections'],
        summary: 'Add an OpenAI-compatible model connection (administrators)',
        body: ConnectionInputSchema,
        response: { 201: ConnectionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, baseUrl, apiKey } = request.body
      if (refuseSelf(request, reply, baseUrl)) return reply
      const [row] = await db
        .insert(modelConnections)
        .values({
          name,
          baseUrl: baseUrl.replace(/\/+$/, ''),
          apiKeyEncrypted: apiKey ? app.modelConnections.box.seal(apiKey) : null,
        })
        .returning({ id: modelConnections.id })
      await app.modelConnections.changed()
      return reply.status(201).send(view(router.connection(row!.id)!))
    },
  )

  app.patch(
    '/api/connections/:id',
    {
      schema: {
        tags: ['connections'],
        summary: 'Edit a model connection; `apiKey: null` removes its key (administrators)',
        params: ConnectionParamsSchema,
        body: ConnectionPatchSchema,
        response: { 200: ConnectionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const connection = storedOr(request.params.id, reply)
      if (!connection) return reply
      const { name, baseUrl, apiKey } = request.body
      if (baseUrl && refuseSelf(request, reply, baseUrl)) return reply
      await db
        .update(modelConnections)
        .set({
          ...(name ? { name } : {}),
          ...(baseUrl ? { baseUrl: baseUrl.replace(/\/+$/, '') } : {}),
          ...(apiKey !== undefined
            ? { apiKeyEncrypted: apiKey ? app.modelConnections.box.seal(apiKey) : null }
            : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(modelConnections.id, connection.id))
      await app.modelConnections.changed()
      return view(router.connection(connection.id)!)
    },
  )

  app.delete(
    '/api/connections/:id',
    {
      schema: {
        tags: ['connections'],
        summary: 'Remove a model connection; personas using it fall back (administrators)',
        params: ConnectionParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const connection = storedOr(request.params.id, reply)
      if (!connection) return reply
      await db.transaction(async (tx) => {
        await tx.delete(modelChoices).where(eq(modelChoices.connectionId, connection.id))
        await tx.delete(modelConnections).where(eq(modelConnections.id, connection.id))
      })
      await app.modelConnections.changed()
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/api/connections/:id/test',
    {
      schema: {
        tags: ['connections'],
        summary: 'Ask a connection for its models: reachable, latency, model ids (administrators)',
        params: ConnectionParamsSchema,
        response: { 200: ConnectionTestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const connection = router.connection(request.params.id)
      if (!connection)
        return reply.status(404).send({ message: 'There is no model connection with this id.' })
      const result = await listModels(connection, TEST_TIMEOUT_MS)
      router.record(connection.id, {
        reachable: result.reachable,
        latencyMs: result.latencyMs ?? router.state(connection.id).latencyMs,
        lastError: result.error,
      })
      return result
    },
  )

  app.put(
    '/api/connections/choices',
    {
      schema: {
        tags: ['connections'],
        summary:
          'Choose the default model and each persona’s; null: the default (or offline) (administrators)',
        body: ModelChoicesPatchSchema,
        response: { 200: ModelChoicesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const entries = Object.entries(request.body) as [
        (typeof CHOICE_SCOPES)[number],
        { connectionId: string; model: string } | null | undefined,
      ][]
      for (const [scope, choice] of entries) {
        if (
          choice &&
          choice.connectionId !== OFFLINE_CONNECTION &&
          !router.connection(choice.connectionId)
        ) {
          return reply
            .status(400)
            .send({ message: `${scope}.connectionId: there is no model connection with this id.` })
        }
      }
      const cleared = entries.filter(([, choice]) => choice === null).map(([scope]) => scope)
      const set = entries.flatMap(([scope, choice]) => (choice ? [{ scope, ...choice }] : []))
      await db.transaction(async (tx) => {
        if (cleared.length)
          await tx.delete(modelChoices).where(inArray(modelChoices.scope, cleared))
        for (const { scope, connectionId, model } of set) {
          await tx
            .insert(modelChoices)
            .values({ scope, connectionId, model })
            .onConflictDoUpdate({
              target: modelChoices.scope,
              set: { connectionId, model, updatedAt: sql`now()` },
            })
        }
      })
      await app.modelConnections.changed()
      return choices()
    },
  )
}
