import type * as chat from '../chat'
import { get, post, read } from '../endpoint'
import type * as learning from '../learning'

/** Courses: enrolments, learning activity and stats, reports, and the AI mentors' chat. */
export const learningEndpoints = {
  enrollments: read<typeof learning.EnrollmentsSchema>('/api/learning/enrollments'),
  enroll: post<{
    body: typeof learning.EnrollmentInputSchema
    response: typeof learning.EnrollmentSchema
  }>('/api/learning/enrollments'),
  /** Answers 204. */
  courseOpened: post<{ body: typeof learning.CourseOpenedInputSchema }>(
    '/api/learning/course-opened',
  ),
  stats: get<{
    query: typeof learning.LearningStatsQuerySchema
    response: typeof learning.LearningStatsSchema
  }>('/api/learning/stats'),
  report: post<{
    body: typeof learning.ReportInputSchema
    response: typeof learning.ReportTicketSchema
  }>('/api/learning/report'),
  /** A JSON file (Content-Disposition: attachment). */
  download: get<{
    params: typeof learning.ReportTokenParamsSchema
    response: typeof learning.LearningReportSchema
  }>('/api/learning/download/:token'),
  /** A Markdown file, not JSON. */
  downloadFormatted: get<{ params: typeof learning.ReportTokenParamsSchema }>(
    '/api/learning/download/:token/formatted',
  ),
  /** JSON, or Server-Sent Events with `Accept: text/event-stream`. */
  tutor: post<{
    body: typeof learning.TutorChatRequestSchema
    response: typeof chat.ChatResponseSchema
  }>('/api/learning/tutor'),
}
