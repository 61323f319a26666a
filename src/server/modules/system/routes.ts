import os from 'node:os'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { systemContract } from '@/shared/contract/system'
import { route } from '../../route'
import { isAdmin } from '../auth/service'
import { observe } from '../observer/service'
import { components } from './components'
import { listInstances, vacuumAnalyze } from './service'

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, systemContract.liveness, { access: 'public' }, async (request, reply) => {
    try {
      const latency = await app.database.ping()
      return {
        status: 'ok' as const,
        database: app.database.kind,
        databaseLatencyMs: Math.round(latency * 100) / 100,
        uptimeSeconds: Math.round(process.uptime()),
      }
    } catch (error) {
      request.log.error({ err: error }, 'health check failed')
      return reply.status(503).send({ message: 'Database is not answering' })
    }
  })

  route(app, systemContract.readiness, { access: 'public' }, async (_request, reply) => {
    if (app.lifecycle.shuttingDown) return reply.status(503).send({ status: 'shutting-down' })
    return { status: 'ready' as const }
  })

  /** Each component's state from its integrity check (active when it passes or has none). */
  async function enhancements() {
    const results = await app.integrity.recent()
    const passed = new Map(results.map((result) => [result.id, result.passed]))
    const since = new Date(Date.now() - process.uptime() * 1000).toISOString()
    return components.map(({ check, ...component }) => ({
      ...component,
      status: (check && passed.get(check) === false ? 'error' : 'active') as 'active' | 'error',
      timestamp: since,
    }))
  }

  route(app, systemContract.enhancements, { access: 'public' }, async () => enhancements())

  route(app, systemContract.health, { access: 'public' }, async () => {
    const list = await enhancements()
    const snapshot = app.metrics.snapshot()
    const load = os.loadavg()[0] ?? 0
    const cores = os.availableParallelism()
    return {
      totalComponents: list.length,
      enhancedComponents: list.filter((c) => c.status === 'active').length,
      systemLoad: Math.round((load / cores) * 100),
      loadAverage: Math.round(load * 100) / 100,
      cpuCores: cores,
      memoryUsage: Math.round((process.memoryUsage().rss / os.totalmem()) * 1000) / 10,
      responseTime: snapshot.p50,
      uptime: Math.round(process.uptime()),
      ai: aiHealth(app),
    }
  })

  route(app, systemContract.metrics, { access: 'public' }, async () => app.metrics.snapshot())

  route(
    app,
    systemContract.optimize,
    { access: 'admin', what: 'optimize the system' },
    async () => {
      const started = performance.now()
      await vacuumAnalyze(app.database.db)
      await app.events.prune(60 * 60_000)
      await app.events.publish('maintenance', { action: 'optimize' })
      app.integrity.forget()
      const durationMs = Math.round(performance.now() - started)
      const actions = [
        'VACUUM ANALYZE on every table',
        'pruned live events older than an hour',
        'dropped cached board pages',
      ]
      await observe(app, {
        type: 'optimize',
        data: { durationMs },
        observation: `System optimized in ${durationMs} ms.`,
      })
      return { message: `Optimized in ${durationMs} ms.`, durationMs, actions }
    },
  )

  route(app, systemContract.sync, { access: 'admin', what: 'sync the system' }, async () => {
    const started = performance.now()
    const documents = await app.quickSearch.refreshAll()
    await app.ai.knowledge.rebuild()
    app.integrity.forget()
    const durationMs = Math.round(performance.now() - started)
    const actions = [
      `search index rebuilt: ${documents} documents`,
      `knowledge base rebuilt: ${app.ai.knowledge.size} passages`,
    ]
    await observe(app, {
      type: 'sync',
      data: { documents, passages: app.ai.knowledge.size, durationMs },
      observation: `System synced in ${durationMs} ms.`,
    })
    return { message: `Synced in ${durationMs} ms.`, durationMs, actions }
  })

  route(app, systemContract.instances, { access: 'public' }, async (request) =>
    listInstances(app.database.db, app.instanceId, isAdmin(app, request.user)),
  )
}

/** The default model's state for system health; the connection's address and errors stay with administrators. */
function aiHealth(app: FastifyInstance) {
  const router = app.ai.provider
  const target = router.resolve()
  const state = target ? router.state(target.connection.id) : null
  return {
    ...router.describe(),
    reachable: state?.reachable ?? null,
    latencyMs: state?.latencyMs ?? null,
    fallbacks: router.fallbacks,
  }
}
