import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { learningContract } from '@/shared/contract/learning'
import { route } from '../../route'
import { respond } from '../chat/service'
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
import { tutorChat } from './tutor'

declare module 'fastify' {
  interface FastifyInstance {
    /** The learning module's clock: tests move it to check streaks and report expiry. */
    learningClock: { now: () => Date }
  }
}

const signedIn = {
  access: 'user',
  signIn: 'Sign in to keep your learning: enrolments, activity and reports.',
} as const
const notYours = { message: 'You can only see your own learning.' }

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const clock = { now: () => new Date() }
  app.decorate('learningClock', clock)
  const now = () => app.learningClock.now()

  await app.ai.knowledge.addSource(coursesKnowledge)
  await app.quickSearch.addSource(coursesSearchSource)

  route(app, learningContract.enrollments, signedIn, async (request) =>
    listEnrollments(db, request.user.id),
  )

  route(app, learningContract.enroll, signedIn, async (request, reply) => {
    const outcome = await enroll(db, request.user.id, request.body.courseId, now())
    if (!outcome.ok) return reply.status(outcome.status).send({ message: outcome.message })
    return reply.status(outcome.created ? 201 : 200).send(outcome.enrollment)
  })

  route(app, learningContract.courseOpened, signedIn, async (request, reply) => {
    const outcome = await recordCourseOpened(db, request.user.id, request.body.courseId, now())
    if (!outcome.ok) return reply.status(404).send({ message: outcome.message })
    return reply.status(204).send(null)
  })

  route(app, learningContract.stats, signedIn, async (request, reply) => {
    if (request.query.userId !== request.user.id) return reply.status(403).send(notYours)
    reply.header('cache-control', 'no-store')
    return learningStats(db, request.user.id, now(), request.query.tz ?? 'UTC')
  })

  route(app, learningContract.report, signedIn, async (request, reply) => {
    if (String(request.body.userId) !== String(request.user.id))
      return reply.status(403).send(notYours)
    const ticket = await generateReport(
      db,
      request.user,
      request.body.reportType,
      now(),
      request.body.tz ?? 'UTC',
    )
    return reply.status(201).send(ticket)
  })

  route(app, learningContract.download, signedIn, async (request, reply) => {
    const outcome = await openReport(db, request.user.id, request.params.token, now())
    if (!outcome.ok) return reply.status(outcome.status).send({ message: outcome.message })
    const report = outcome.report
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${reportFileName(report, 'json')}"`)
      .send(report)
  })

  route(app, learningContract.downloadFormatted, signedIn, async (request, reply) => {
    const outcome = await openReport(db, request.user.id, request.params.token, now())
    if (!outcome.ok) return reply.status(outcome.status).send({ message: outcome.message })
    const report = outcome.report
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'text/markdown; charset=utf-8')
      .header('content-disposition', `attachment; filename="${reportFileName(report, 'md')}"`)
      .send(reportToMarkdown(report))
  })

  // Answered like a persona chat, streamed or as JSON, in the course mentor's voice.
  route(app, learningContract.tutor, { access: 'public' }, async (request, reply) => {
    const tutor = tutorChat(request.body)
    if (!tutor.ok) return reply.status(tutor.status).send({ message: tutor.message })
    return respond(app, request, reply, tutor.persona, tutor.chat, tutor.shape)
  })
}

// At the root (fastify-plugin) so tests can move `app.learningClock`.
export const learningRoutes = fp(routes, { name: 'learning' })
