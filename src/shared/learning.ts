import { z } from 'zod'
import { ChatRequestSchema } from './chat'
import { PersonaIdSchema } from './personas'

/** docs/product/learning.md: the four tabs of the learning framework, in their order. */
export const COURSE_CATEGORY_IDS = [
  'practical_arts',
  'creative_arts',
  'academic_disciplines',
  'human_growth',
] as const
export const CourseCategoryIdSchema = z.enum(COURSE_CATEGORY_IDS)
export type CourseCategoryId = z.infer<typeof CourseCategoryIdSchema>

/** docs/product/learning.md: the mentor ids of AI-mentored courses. */
export const MENTOR_IDS = [
  'echo',
  'star_dragon',
  'rogark',
  'meg',
  'aurelia',
  'ales',
  'adam_entity',
  'omnicodex',
] as const
export const MentorIdSchema = z.enum(MENTOR_IDS)
export type MentorId = z.infer<typeof MentorIdSchema>

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case id')

export const MentorSchema = z.object({
  id: MentorIdSchema,
  name: z.string().min(1),
  title: z.string().min(1),
  /** The avatar image's URL: the mentor's generated monogram (decision 206). */
  avatar: z.string().min(1),
  /** The chat persona whose voice the offline engine lends the mentor. */
  voice: PersonaIdSchema,
  /** How the mentor teaches; the tutor chat's system prompt. */
  teachingStyle: z.string().min(1),
  /** False while the mentor is still being built: no tutor chat, no portal button. */
  tutoring: z.boolean(),
})
export type Mentor = z.infer<typeof MentorSchema>

/** docs/product/learning.md "Free course" (with an id, so opening one can be recorded). */
export const FreeCourseSchema = z.object({
  id: slug,
  title: z.string().min(1),
  url: z.url().startsWith('https://'),
})
export type FreeCourse = z.infer<typeof FreeCourseSchema>

/** docs/product/learning.md "Paid course"; `chatGptLink` is the mentor portal (our tutor chat). */
export const PaidCourseSchema = z.object({
  id: slug,
  title: z.string().min(1),
  description: z.string().min(1),
  price: z.number().int().positive(),
  mentorId: MentorIdSchema,
  mentorName: z.string().min(1),
  mentorAvatar: z.string().min(1),
  chatGptLink: z.string().startsWith('/').nullable(),
})
export type PaidCourse = z.infer<typeof PaidCourseSchema>

/** docs/product/learning.md "Course category". */
export const CourseCategorySchema = z.object({
  id: CourseCategoryIdSchema,
  title: z.string().min(1),
  /** Lucide icon name in kebab case. */
  icon: z.string().min(1),
  free: z.array(FreeCourseSchema).min(1),
  paid: z.array(PaidCourseSchema).min(1),
})
export type CourseCategory = z.infer<typeof CourseCategorySchema>

const CourseIdSchema = z.string({ error: 'is required' }).trim().min(1, 'is required').max(80)

// ---------------------------------------------------------------- enrolments

export const EnrollmentInputSchema = z.object({ courseId: CourseIdSchema })
export type EnrollmentInput = z.infer<typeof EnrollmentInputSchema>

export const EnrollmentSchema = z.object({ courseId: z.string(), enrolledAt: z.string() })
export type Enrollment = z.infer<typeof EnrollmentSchema>
export const EnrollmentsSchema = z.array(EnrollmentSchema)

// ---------------------------------------------------------------- activity

/** Real actions that count as learning (docs/product/learning.md: stored per signed-in user). */
export const ACTIVITY_KINDS = [
  'course-opened',
  'course-enrolled',
  'tutor-chat',
  'persona-chat',
  'note-created',
  'report-generated',
] as const
export const ActivityKindSchema = z.enum(ACTIVITY_KINDS)
export type ActivityKind = z.infer<typeof ActivityKindSchema>

/**
 * Minutes of learning each kind of action stands for (decision 041): the dashboard's total time
 * is the sum of these over the user's activities.
 */
export const ACTIVITY_MINUTES: Record<ActivityKind, number> = {
  'course-opened': 15,
  'course-enrolled': 5,
  'tutor-chat': 4,
  'persona-chat': 2,
  'note-created': 10,
  'report-generated': 0,
}

export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  'course-opened': 'Free courses opened',
  'course-enrolled': 'Courses enrolled',
  'tutor-chat': 'Tutor chats',
  'persona-chat': 'Persona chats',
  'note-created': 'Notes created',
  'report-generated': 'Reports generated',
}

/**
 * How learning time is reckoned, in words: the fixed minutes each kind of action counts for,
 * since nothing measures the time a person actually spends.
 */
export function learningTimeBasis(): string {
  const parts = (Object.keys(ACTIVITY_MINUTES) as ActivityKind[])
    .filter((kind) => ACTIVITY_MINUTES[kind] > 0)
    .map((kind) => `${ACTIVITY_LABELS[kind].toLowerCase()} ${ACTIVITY_MINUTES[kind]} min each`)
  return `An estimate, not measured time: ${parts.join(', ')}.`
}

/** The one kind the page reports itself: a free course opened in a new tab. */
export const CourseOpenedInputSchema = z.object({ courseId: CourseIdSchema })
export type CourseOpenedInput = z.infer<typeof CourseOpenedInputSchema>

// ---------------------------------------------------------------- stats

const TimeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-CA', { timeZone: zone })
      return true
    } catch {
      return false
    }
  }, 'must be an IANA time zone')

/**
 * docs/product/learning.md: `userId` names whose stats; `tz` says where a day starts (default UTC).
 */
export const LearningStatsQuerySchema = z.object({
  userId: z.coerce.number({ error: 'must be a number' }).int('must be a whole number'),
  tz: TimeZoneSchema.optional(),
})
export type LearningStatsQuery = z.infer<typeof LearningStatsQuerySchema>

/** docs/product/learning.md "Learning stats". */
export const LearningStatsSchema = z.object({
  totalActivities: z.number().int().nonnegative(),
  /** Minutes. */
  totalLearningTime: z.number().int().nonnegative(),
  /** Agent names, most frequent first. */
  favoriteAgents: z.array(z.string()),
  /** Consecutive days with activity, up to today (or yesterday, while today is still open). */
  learningStreak: z.number().int().nonnegative(),
})
export type LearningStats = z.infer<typeof LearningStatsSchema>

/** docs/product/learning.md: progress is total activities / 50, capped at 100 percent. */
export const PROGRESS_GOAL = 50
export const learningProgress = (totalActivities: number) =>
  Math.min(100, Math.round((totalActivities / PROGRESS_GOAL) * 100))

/** 95 → "1 h 35 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

// ---------------------------------------------------------------- reports

export const ReportTypeSchema = z.enum(['weekly', 'monthly'], {
  error: 'must be weekly or monthly',
})
export type ReportType = z.infer<typeof ReportTypeSchema>

export const ReportInputSchema = z.object({
  userId: z.union([z.number().int(), z.string().max(64)]),
  reportType: ReportTypeSchema,
  tz: TimeZoneSchema.optional(),
})
export type ReportInput = z.infer<typeof ReportInputSchema>

/** docs/product/learning.md "Report", plus when the link stops working and the files' names. */
export const ReportTicketSchema = z.object({
  downloadToken: z.string(),
  expiresAt: z.string(),
  fileName: z.string(),
})
export type ReportTicket = z.infer<typeof ReportTicketSchema>

export const ReportTokenParamsSchema = z.object({ token: z.string().min(1).max(128) })

/** What a report holds (the JSON download). */
export const LearningReportSchema = z.object({
  reportType: ReportTypeSchema,
  username: z.string(),
  generatedAt: z.string(),
  timeZone: z.string(),
  period: z.object({ start: z.string(), end: z.string(), days: z.number().int() }),
  totals: z.object({
    activities: z.number().int(),
    minutes: z.number().int(),
    activeDays: z.number().int(),
    learningStreak: z.number().int(),
  }),
  byType: z.array(
    z.object({ kind: ActivityKindSchema, label: z.string(), count: z.number().int() }),
  ),
  byDay: z.array(
    z.object({ date: z.string(), activities: z.number().int(), minutes: z.number().int() }),
  ),
  agents: z.array(z.object({ name: z.string(), count: z.number().int() })),
  enrollments: z.array(
    z.object({
      courseId: z.string(),
      title: z.string(),
      mentor: z.string(),
      enrolledAt: z.string(),
      inPeriod: z.boolean(),
    }),
  ),
})
export type LearningReport = z.infer<typeof LearningReportSchema>

// ---------------------------------------------------------------- tutor

/** A message to a course's mentor; the rest is a persona chat request. */
export const TutorChatRequestSchema = ChatRequestSchema.extend({ courseId: CourseIdSchema })
export type TutorChatRequest = z.infer<typeof TutorChatRequestSchema>
