import { z } from 'zod'
import * as chat from '../chat'
import { contract, errors, read, schemas } from '../endpoint-schema'
import { learningEndpoints } from '../endpoints/learning'
import { ErrorResponseSchema } from '../errors'
import * as learning from '../learning'

export const learningSchemas = schemas({
  enrollments: read(
    "The signed-in user's course enrolments, oldest first",
    learning.EnrollmentsSchema,
  ),
  enroll: {
    summary: 'Enrol the signed-in user in an AI-mentored course (no payment is taken)',
    body: learning.EnrollmentInputSchema,
    response: {
      200: learning.EnrollmentSchema,
      201: learning.EnrollmentSchema,
      ...errors(403, 404),
    },
  },
  courseOpened: {
    summary: 'Record that the signed-in user opened a free course',
    body: learning.CourseOpenedInputSchema,
    response: { 204: z.null(), ...errors(403, 404) },
  },
  stats: {
    summary: "A user's learning stats; only the signed-in user's own",
    description: '`tz` (an IANA time zone, default UTC) decides where days begin for the streak.',
    querystring: learning.LearningStatsQuerySchema,
    response: { 200: learning.LearningStatsSchema, ...errors(403) },
  },
  report: {
    cost: 'model',
    summary: 'Generate a weekly or monthly learning report; returns its download token',
    body: learning.ReportInputSchema,
    response: { 201: learning.ReportTicketSchema, ...errors(403) },
  },
  download: {
    summary: 'Download a learning report as JSON (owner only, until it expires)',
    params: learning.ReportTokenParamsSchema,
    response: { 200: learning.LearningReportSchema, ...errors(403, 404, 410) },
  },
  downloadFormatted: {
    summary: 'Download a learning report as Markdown (owner only, until it expires)',
    params: learning.ReportTokenParamsSchema,
    response: { 200: z.string(), ...errors(403, 404, 410) },
  },
  tutor: {
    bodyLimit: chat.CHAT_BODY_LIMIT,
    cost: 'model',
    summary:
      "Ask a course's AI mentor (JSON, or Server-Sent Events with Accept: text/event-stream)",
    body: learning.TutorChatRequestSchema,
    response: {
      200: chat.ChatResponseSchema,
      ...errors(401, 403, 404, 409, 429, 502, 503),
      504: ErrorResponseSchema,
    },
  },
})

export const learningContract = contract('learning', learningEndpoints, learningSchemas)
