import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { connectionsContract } from '@/shared/contract/connections'
import {
  CHOICE_SCOPES,
  type ConnectionView,
  type ModelChoices,
  type ModelFailureView,
} from '@/shared/model-connections'
import { OFFLINE_CONNECTION, type ModelConnection } from '../../ai/model-router'
import { route } from '../../route'
import { listModels } from './list-models'
import { pointsAtSelf, type SelfAddress } from './points-at-self'
import {
  deleteConnection,
  insertConnection,
  listModelFailures,
  saveChoices,
  tokenUsageSince,
  updateConnection,
} from './service'

const TEST_TIMEOUT_MS = 5000

/**
 * Model connections managed by administrators: add, edit, test, remove; the default model and
 * each persona's. API keys go in and never come out (only `hasApiKey`).
 */
export const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const router = app.ai.provider

  const view = (
    connection: ModelConnection,
    failures: ModelFailureView[] = [],
  ): ConnectionView => ({
    id: connection.id,
    name: connection.name,
    baseUrl: connection.baseUrl,
    source: connection.source,
    readOnly: connection.source !== 'stored',
    hasApiKey: Boolean(connection.apiKey) || Boolean(connection.keyError),
    contextWindow: connection.contextWindow ?? null,
    keyError: connection.keyError ?? null,
    state: router.state(connection.id),
    failures,
  })
  const choices = (): ModelChoices => {
    const chosen = router.chosen()
    return Object.fromEntries(
      CHOICE_SCOPES.map((scope) => [scope, chosen.get(scope) ?? null]),
    ) as ModelChoices
  }
  const overview = async () => {
    const failures = await listModelFailures(db)
    const of = (id: string) =>
      failures
        .filter((failure) => failure.connectionId === id)
        .map(({ model, cause, failedAt }) => ({ model, cause, failedAt: failedAt.toISOString() }))
    return {
      connections: router.list().map((connection) => view(connection, of(connection.id))),
      choices: choices(),
      offlineModel: app.ai.offline.model,
      fallbacks: router.fallbacks,
      defaultContextWindow: app.config.ai.contextWindow,
    }
  }

  /** How `request` reached this server, and where it listens: the bound port once listening. */
  const selfAddress = (request: FastifyRequest): SelfAddress => {
    const address = app.server.address()
    return {
      requestHost: request.host,
      host: app.config.host,
      port: address && typeof address === 'object' ? address.port : app.config.port,
    }
  }

  /** Answers 400 for a URL leading back to this server (true); false when it may be used. */
  const refuseSelf = async (request: FastifyRequest, reply: FastifyReply, baseUrl: string) => {
    if (!(await pointsAtSelf(selfAddress(request), new URL(baseUrl)))) return false
    reply
      .status(400)
      .send({ message: 'baseUrl: points at this server itself; use another model server.' })
    return true
  }

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

  const admin = { access: 'admin', what: 'manage model connections' } as const

  route(app, connectionsContract.overview, admin, async () => overview())

  route(app, connectionsContract.usage, admin, async (request) =>
    tokenUsageSince(db, request.query.days),
  )

  route(app, connectionsContract.add, admin, async (request, reply) => {
    const { name, baseUrl, apiKey, contextWindow } = request.body
    if (await refuseSelf(request, reply, baseUrl)) return reply
    const id = await insertConnection(db, {
      name,
      baseUrl: baseUrl.replace(/\/+$/, ''),
      apiKeyEncrypted: apiKey ? app.modelConnections.box.seal(apiKey) : null,
      contextWindow: contextWindow ?? null,
    })
    await app.modelConnections.changed()
    return reply.status(201).send(view(router.connection(id)!))
  })

  route(app, connectionsContract.edit, admin, async (request, reply) => {
    const connection = storedOr(request.params.id, reply)
    if (!connection) return reply
    const { name, baseUrl, apiKey, contextWindow } = request.body
    if (baseUrl && (await refuseSelf(request, reply, baseUrl))) return reply
    const newUrl = baseUrl?.replace(/\/+$/, '')
    // The stored key goes only where it was entered for: a new address needs it typed again.
    const moved = newUrl !== undefined && newUrl !== connection.baseUrl
    await updateConnection(db, connection.id, {
      ...(name ? { name } : {}),
      ...(newUrl ? { baseUrl: newUrl } : {}),
      ...(contextWindow !== undefined ? { contextWindow } : {}),
      ...(apiKey !== undefined || moved
        ? { apiKeyEncrypted: apiKey ? app.modelConnections.box.seal(apiKey) : null }
        : {}),
    })
    await app.modelConnections.changed()
    return view(router.connection(connection.id)!)
  })

  route(app, connectionsContract.remove, admin, async (request, reply) => {
    const connection = storedOr(request.params.id, reply)
    if (!connection) return reply
    await deleteConnection(db, connection.id)
    await app.modelConnections.changed()
    return reply.status(204).send(null)
  })

  route(app, connectionsContract.test, admin, async (request, reply) => {
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
  })

  route(app, connectionsContract.choose, admin, async (request, reply) => {
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
    await saveChoices(db, cleared, set)
    await app.modelConnections.changed()
    return choices()
  })
}
