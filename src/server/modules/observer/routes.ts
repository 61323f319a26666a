import { plural } from '@/shared/plural'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { directives } from '@content/directives'
import { observerContract } from '@/shared/contract/observer'
import { AiError } from '../../ai/provider'
import { route } from '../../route'
import { isAdmin, requireAdmin } from '../auth/service'
import { usageSubject } from '../tiers/index'
import { invoke } from './invoke'
import { backgroundCallsToday } from '../../ai/background'
import { listObservations, observationStats, observe } from './service'

export const observerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  // Only a reset clears shared state; the other invocations stay open (decision 111).
  const resetGate = requireAdmin(app, { what: 'reset Agent Zero' })

  route(
    app,
    observerContract.invoke,
    {
      access: 'public',
      preHandler: async (request, reply) => {
        if ((request.body as { type?: string }).type === 'reset') return resetGate(request, reply)
      },
    },
    async (request, reply) => {
      try {
        return await invoke(app, request.body, usageSubject(request, reply))
      } catch (error) {
        if (error instanceof AiError) {
          return reply.status(error.status as 502 | 503 | 504).send({ message: error.message })
        }
        throw error
      }
    },
  )

  route(app, observerContract.observations, { access: 'public' }, async (request) =>
    listObservations(db, { ...request.query, includeSecurity: isAdmin(app, request.user) }),
  )

  route(app, observerContract.status, { access: 'public' }, async () => {
    const [stats, backgroundCalls, paused] = await Promise.all([
      observationStats(db),
      backgroundCallsToday(db),
      app.activity.paused(),
    ])
    const lastPersonActivity = await app.activity.lastActive()
    return {
      state: 'ACTIVE' as const,
      ...stats,
      directives: [...directives],
      backgroundModelCalls: {
        today: backgroundCalls,
        limit: app.config.backgroundModelCallsPerDay,
      },
      idlePause: { paused, lastPersonActivity: lastPersonActivity?.toISOString() ?? null },
    }
  })

  route(app, observerContract.checks, { access: 'public' }, async () => app.integrity.list())

  route(app, observerContract.checkResults, { access: 'public' }, async () =>
    app.integrity.recent(),
  )

  route(
    app,
    observerContract.runChecks,
    { access: 'admin', what: 'run the integrity checks' },
    async (request) => {
      const results = await app.integrity.run(request.body?.ids)
      const failed = results.filter((r) => !r.passed)
      await observe(app, {
        type: 'system-verification',
        status: failed.length ? 'failed' : 'passed',
        data: {
          checks: results.map(({ id, passed, durationMs }) => ({ id, passed, durationMs })),
          issues: failed.map((r) => `${r.name}: ${r.detail}`),
        },
        observation: `Verification ran ${plural(results.length, 'check')}: ${results.length - failed.length} passed.`,
      })
      return results
    },
  )
}
