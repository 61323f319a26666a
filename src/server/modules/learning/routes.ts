import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ChatResponseSchema } from '@/shared/chat'
import { ErrorResponseSchema } from '@/shared/errors'
import {
  CourseOpenedInputSchema,
  EnrollmentInputSchema,
  EnrollmentSchema,
  EnrollmentsSchema,
  LearningReportSchema,
  LearningStatsQuerySchema,
  LearningStatsSchema,
  ReportInputSchema,
  ReportTicketSchema,
  ReportTokenParamsSchema,
  TutorChatRequestSchema,
} from '@/shared/learning'
import { reportFileName, reportToMarkdown } from './report'
import {
  enroll,
  generateReport,
  learningStats,
  listEnrollments,
  openReport,
  recordCourseOpened,
} from './service'
import { coursesKnowledge, coursesSearchSource } from './sources'
import { respondAsTutor } from './tutor'

declare module 'fastify' {
  interface FastifyInstance {
    /** The learning module's clock: tests move it to check streaks and report expiry. */
    learningClock: { now: () => Date }
  }
}

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
}

const SIGN_IN = 'Sign in to keep your learning: enrolments, activity and reports.'

const notYours = (reply: FastifyReply) =>
  reply.status(403).send({ message: 'You can only see your own learning.' })

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const clock = { now: () => new Date() }
  app.decorate('learningClock', clock)
  const now = () => app.learningClock.now()
  const tags = ['learning']

  await app.ai.knowledge.addSource(coursesKnowledge)
  await app.quickSearch.addSource(coursesSearchSource)

  app.get(
    '/api/learning/enrollments',
    {
      schema: {
        tags,
        summary: "The signed-in user's course enrolments, oldest first",
        response: { 200: EnrollmentsSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: SIGN_IN })
      return listEnrollments(db, request.user.id)
    },
  )

  app.post(
    '/api/learning/enrollments',
    {
      schema: {
        tags,
        summary: 'Enrol the signed-in user in an AI-mentored course (no payment is taken)',
        body: EnrollmentInputSchema,
        response: { 200: EnrollmentSchema, 201: EnrollmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: SIGN_IN })
      const outcome = await enroll(db, request.user.id, request.body.courseId, now())
      if (!outcome.ok) return reply.status(outcome.status).send({ message: outcome.message })
      return reply.status(outcome.created ? 201 : 200).send(outcome.enrollment)
    },
  )

  app.post(
    '/api/learning/course-opened',
    {
      schema: {
        tags,
        summary: 'Record that the signed-in user opened a free course',
        body: CourseOpenedInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: SIGN_IN })
      const outcome = await recordCourseOpened(db, request.user.id, request.body.courseId, now())
      if (!outcome.ok) return reply.status(404).send({ message: outcome.message })
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/learning/stats',
    {
      schema: {
        tags,
        summary: "A user's learning stats; only the signed-in user's own",
        description:
          '`tz` (an IANA time zone, default UTC) decides where days begin for the streak.',
        querystring: LearningStatsQuerySchema,
        response: { 200: LearningStatsSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: SIGN_IN })
      if (request.query.userId !== request.user.id) return notYours(reply)
      reply.header('cache-control', 'no-store')
      return learningStats(db, request.user.id, now(), request.query.tz ?? 'UTC')
    },
  )

  app.post(
    '/api/learning/report',
    {
      schema: {
        tags,
        summary: 'Generate a weekly or monthly learning report; returns its download token',
        body: ReportInputSchema,
        response: { 201: ReportTicketSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: SIGN_IN })
      if (String(request.body.userId) !== String(request.user.id)) return notYours(reply)
      const ticket = await generateReport(
        db,
        request.user,
        request.body.reportType,
        now(),
        request.body.tz ?? 'UTC',
      )
      return reply.status(201).send(ticket)
    },
  )

  /** The report behind a token, or the error reply already sent. */
  async function reportFor(
    request: FastifyRequest<{ Params: { token: string } }>,
    reply: FastifyReply,
  ) {
    if (!request.user) {
      await reply.status(401).send({ message: SIGN_IN })
      return null
    }
    const outcome = await openReport(db, request.user.id, request.params.token, now())
    if (!outcome.ok) {
      await reply.status(outcome.status).send({ message: outcome.message })
      return null
    }
    reply.header('cache-control', 'private, no-store')
    return outcome.report
  }

  const downloadErrors = { ...errors, 410: ErrorResponseSchema }

  app.get(
    '/api/learning/download/:token',
    {
      schema: {
        tags,
        summary: 'Download a learning report as JSON (owner only, until it expires)',
        params: ReportTokenParamsSchema,
        response: { 200: LearningReportSchema, ...downloadErrors },
      },
    },
    async (request, reply) => {
      const report = await reportFor(request, reply)
      if (!report) return reply
      return reply
        .header('content-disposition', `attachment; filename="${reportFileName(report, 'json')}"`)
        .send(report)
    },
  )

  app.get(
    '/api/learning/download/:token/formatted',
    {
      schema: {
        tags,
        summary: 'Download a learning report as Markdown (owner only, until it expires)',
        params: ReportTokenParamsSchema,
        response: { 200: z.string(), ...downloadErrors },
      },
    },
    async (request, reply) => {
      const report = await reportFor(request, reply)
      if (!report) return reply
      return reply
        .header('content-type', 'text/markdown; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportFileName(report, 'md')}"`)
        .send(reportToMarkdown(report))
    },
  )

  app.post(
    '/api/learning/tutor',
    {
      schema: {
        tags,
        summary:
          "Ask a course's AI mentor (JSON, or Server-Sent Events with Accept: text/event-stream)",
        body: TutorChatRequestSchema,
        response: {
          200: ChatResponseSchema,
          ...errors,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
          502: ErrorResponseSchema,
          503: ErrorResponseSchema,
          504: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => respondAsTutor(app, request, reply, request.body),
  )
}

// Registered at the root (like fastify-plugin) so tests can move `app.learningClock`.
export const learningRoutes = Object.assign(routes, { [Symbol.for('skip-override')]: true })
