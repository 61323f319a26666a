import type { learningSchemas } from '../contract/learning'
import { endpoints } from '../endpoint'

/** Courses: enrolments, learning activity and stats, reports, and the AI mentors' chat. */
export const learningEndpoints = endpoints<typeof learningSchemas>({
  enrollments: 'GET /api/learning/enrollments',
  enroll: 'POST /api/learning/enrollments',
  courseOpened: 'POST /api/learning/course-opened',
  stats: 'GET /api/learning/stats',
  report: 'POST /api/learning/report',
  /** A JSON file (Content-Disposition: attachment). */
  download: 'GET /api/learning/download/:token',
  /** A Markdown file, not JSON. */
  downloadFormatted: 'GET /api/learning/download/:token/formatted',
  /** JSON, or Server-Sent Events with `Accept: text/event-stream`. */
  tutor: 'POST /api/learning/tutor',
})
