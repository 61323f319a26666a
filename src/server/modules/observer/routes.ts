import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { directives } from '@content/directives'
import { ErrorResponseSchema } from '@/shared/errors'
import {
  AgentZeroStatusSchema,
  CheckResultSchema,
  InvokeInputSchema,
  InvokeResultSchema,
  ObservationListQuerySchema,
  ObservationSchema,
  RunChecksInputSchema,
} from '@/shared/observer'
import { AiError } from '../../ai/provider'
import { adminOnly, isAdmin } from '../auth/admin'
import { invoke } from './invoke'
import { listObservations, observationStats, observe } from './service'

export const observerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  // Only a reset clears shared state; the other invocations stay open (decision 111).
  const resetGate = adminOnly(app, 'reset Agent Zero')

  app.post(
    '/api/agent-zero/invoke',
    {
      schema: {
        tags: ['agent-zero'],
        summary:
          'Invoke Agent Zero: invoke (answer), audit (integrity checks), reset (its own state; administrators), genesis',
        body: InvokeInputSchema,
        response: {
          200: InvokeResultSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          502: ErrorResponseSchema,
          503: ErrorResponseSchema,
          504: ErrorResponseSchema,
        },
      },
      preHandler: async (request, reply) => {
        if (request.body.type === 'reset') return resetGate(request, reply)
      },
    },
    async (request, reply) => {
      try {
        return await invoke(app, request.body)
      } catch (error) {
        if (error instanceof AiError) {
          return reply.status(error.status as 502 | 503 | 504).send({ message: error.message })
        }
        throw error
      }
    },
  )

  app.get(
    '/api/agent-zero/observations',
    {
      schema: {
        tags: ['agent-zero'],
        summary:
          'Observations, newest first; page back with `before`, filter by `category` or `type`; security events only for administrators',
        querystring: ObservationListQuerySchema,
        response: { 200: z.array(ObservationSchema), 400: ErrorResponseSchema },
      },
    },
    async (request) =>
      listObservations(db, { ...request.query, includeSecurity: isAdmin(app, request.user) }),
  )

  app.get(
    '/api/agent-zero/status',
    {
      schema: {
        tags: ['agent-zero'],
        summary: 'Observer state, totals, integrity of the latest audit',
        response: { 200: AgentZeroStatusSchema },
      },
    },
    async () => ({
      state: 'ACTIVE' as const,
      ...(await observationStats(db)),
      directives: [...directives],
    }),
  )

  app.get(
    '/api/agent-zero/checks',
    {
      schema: {
        tags: ['agent-zero'],
        summary: 'The integrity checks Agent Zero can run',
        response: { 200: z.array(z.object({ id: z.string(), name: z.string() })) },
      },
    },
    async () => app.integrity.list(),
  )

  app.get(
    '/api/agent-zero/checks/results',
    {
      schema: {
        tags: ['agent-zero'],
        summary:
          "Every integrity check's latest result, at most 30 s old, for reading; not recorded as an observation",
        response: { 200: z.array(CheckResultSchema) },
      },
    },
    async () => app.integrity.recent(),
  )

  app.post(
    '/api/agent-zero/checks/run',
    {
      schema: {
        tags: ['agent-zero'],
        summary:
          'Run some or all integrity checks; each run becomes an observation (administrators)',
        body: RunChecksInputSchema,
        response: {
          200: z.array(CheckResultSchema),
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
      preHandler: adminOnly(app, 'run the integrity checks'),
    },
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
        observation: `Verification ran ${results.length} check(s): ${results.length - failed.length} passed.`,
      })
      return results
    },
  )
}
