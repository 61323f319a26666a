import type { ChatResponseSchema } from '../chat'
import { get, post } from '../endpoint'
import type {
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

/** Courses: enrolments, learning activity and stats, reports, and the AI mentors' chat. */
export const learningEndpoints = {
  enrollments: get<{ response: typeof EnrollmentsSchema }>('/api/learning/enrollments'),
  enroll: post<{ body: typeof EnrollmentInputSchema; response: typeof EnrollmentSchema }>(
    '/api/learning/enrollments',
  ),
  /** Answers 204. */
  courseOpened: post<{ body: typeof CourseOpenedInputSchema }>('/api/learning/course-opened'),
  stats: get<{ query: typeof LearningStatsQuerySchema; response: typeof LearningStatsSchema }>(
    '/api/learning/stats',
  ),
  report: post<{ body: typeof ReportInputSchema; response: typeof ReportTicketSchema }>(
    '/api/learning/report',
  ),
  /** A JSON file (Content-Disposition: attachment). */
  download: get<{ params: typeof ReportTokenParamsSchema; response: typeof LearningReportSchema }>(
    '/api/learning/download/:token',
  ),
  /** A Markdown file, not JSON. */
  downloadFormatted: get<{ params: typeof ReportTokenParamsSchema }>(
    '/api/learning/download/:token/formatted',
  ),
  /** JSON, or Server-Sent Events with `Accept: text/event-stream`. */
  tutor: post<{ body: typeof TutorChatRequestSchema; response: typeof ChatResponseSchema }>(
    '/api/learning/tutor',
  ),
}
