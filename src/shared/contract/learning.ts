import { z } from 'zod'
import { ChatResponseSchema } from '../chat'
import { errors, operation } from '../endpoint-schema'
import { learningEndpoints } from '../endpoints/learning'
import { ErrorResponseSchema } from '../errors'
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
} from '../learning'

const tags = ['learning']

export const learningContract = {
  enrollments: operation(learningEndpoints.enrollments, {
    tags,
    summary: "The signed-in user's course enrolments, oldest first",
    response: { 200: EnrollmentsSchema },
  }),
  enroll: operation(learningEndpoints.enroll, {
    tags,
    summary: 'Enrol the signed-in user in an AI-mentored course (no payment is taken)',
    body: EnrollmentInputSchema,
    response: { 200: EnrollmentSchema, 201: EnrollmentSchema, ...errors(400, 403, 404) },
  }),
  courseOpened: operation(learningEndpoints.courseOpened, {
    tags,
    summary: 'Record that the signed-in user opened a free course',
    body: CourseOpenedInputSchema,
    response: { 204: z.null(), ...errors(400, 403, 404) },
  }),
  stats: operation(learningEndpoints.stats, {
    tags,
    summary: "A user's learning stats; only the signed-in user's own",
    description: '`tz` (an IANA time zone, default UTC) decides where days begin for the streak.',
    querystring: LearningStatsQuerySchema,
    response: { 200: LearningStatsSchema, ...errors(400, 403, 404) },
  }),
  report: operation(learningEndpoints.report, {
    tags,
    summary: 'Generate a weekly or monthly learning report; returns its download token',
    body: ReportInputSchema,
    response: { 201: ReportTicketSchema, ...errors(400, 403, 404) },
  }),
  download: operation(learningEndpoints.download, {
    tags,
    summary: 'Download a learning report as JSON (owner only, until it expires)',
    params: ReportTokenParamsSchema,
    response: { 200: LearningReportSchema, ...errors(400, 403, 404, 410) },
  }),
  downloadFormatted: operation(learningEndpoints.downloadFormatted, {
    tags,
    summary: 'Download a learning report as Markdown (owner only, until it expires)',
    params: ReportTokenParamsSchema,
    response: { 200: z.string(), ...errors(400, 403, 404, 410) },
  }),
  tutor: operation(learningEndpoints.tutor, {
    tags,
    summary:
      "Ask a course's AI mentor (JSON, or Server-Sent Events with Accept: text/event-stream)",
    body: TutorChatRequestSchema,
    response: {
      200: ChatResponseSchema,
      ...errors(400, 401, 403, 404, 409, 429, 502, 503),
      504: ErrorResponseSchema,
    },
  }),
}
