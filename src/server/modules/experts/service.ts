import { findFreeCourse, findPaidCourse } from '@content/courses'
import { experts, findExpert } from '@content/experts'
import {
  buildFullContext,
  filterExperts,
  type Context,
  type Expert,
  type ExpertListQuery,
  type GenerateContextInput,
} from '@/shared/experts'
import type { Db } from '../../db/open'
import { learningStats, listEnrollments } from '../learning/service'

export { findExpert }

/** The ring, filtered by name or specialty and category (docs/product/experts.md). */
export function listExperts(query: ExpertListQuery): Expert[] {
  return filterExperts(experts, query)
}

/** A course's title from the catalogue; an id the catalogue no longer has, made readable. */
export function courseTitle(id: string): string {
  return (
    findPaidCourse(id)?.title ??
    findFreeCourse(id)?.title ??
    id
      .split(/[-_\s]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ')
  )
}

const MAX_COURSES_NAMED = 5

/**
 * What a signed-in person is learning, in a few lines for the context: their enrolments and
 * their learning so far (from the learning module). Empty for someone who has not started.
 */
export async function learningFocus(db: Db, userId: number, now = new Date()): Promise<string[]> {
  const [enrolled, stats] = await Promise.all([
    listEnrollments(db, userId),
    learningStats(db, userId, now, 'UTC'),
  ])
  const lines: string[] = []
  if (enrolled.length) {
    const titles = enrolled.slice(0, MAX_COURSES_NAMED).map((row) => courseTitle(row.courseId))
    const more = enrolled.length - titles.length
    lines.push(`Enrolled in ${titles.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`)
  }
  if (stats.totalActivities > 0) {
    const streak = stats.learningStreak > 0 ? `, a ${stats.learningStreak}-day streak` : ''
    const favourite = stats.favoriteAgents[0]
      ? `; learns most often with ${stats.favoriteAgents[0]}`
      : ''
    lines.push(
      `Learning so far: ${stats.totalActivities} ${stats.totalActivities === 1 ? 'activity' : 'activities'}, ${stats.totalLearningTime} minutes${streak}${favourite}.`,
    )
  }
  return lines
}

/**
 * The portal context for one expert (docs/product/experts.md generate-context), with the person's
 * learning focus when they are signed in; null for an unknown expert.
 */
export async function generateContext(
  db: Db,
  userId: number | null,
  input: GenerateContextInput,
): Promise<Context | null> {
  const expert = findExpert(input.expertId)
  if (!expert) return null
  const focus = userId === null ? [] : await learningFocus(db, userId)
  return {
    fullContext: buildFullContext(expert, {
      questionType: input.questionType,
      customPrompt: input.customPrompt,
      learningFocus: focus,
    }),
  }
}
