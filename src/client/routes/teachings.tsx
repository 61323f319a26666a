import { useLocation, useSearchParams } from 'react-router'
import { ScreenHeader } from '@/client/components/screen-header'
import { LearningFramework } from '@/client/features/learning/components/learning-framework'
import { TutorChat } from '@/client/features/learning/components/tutor-chat'
import { COURSE_CATEGORY_IDS, type CourseCategoryId } from '@/shared/learning'
import { findRoute } from '@/shared/routes'

const asCategory = (value: string | null) =>
  COURSE_CATEGORY_IDS.find((id) => id === value) as CourseCategoryId | undefined

/**
 * Teachings (docs/product/learning.md): the learning framework and a tutor chat with a course's
 * mentor. `/hive-tutor` puts the tutor first; `?course=` and `?category=` pick a course or a tab.
 */
export default function TeachingsScreen() {
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const courseId = params.get('course') ?? undefined
  const category = asCategory(params.get('category'))
  const tutorFirst = pathname === '/hive-tutor'
  const entry = findRoute(pathname)

  const framework = (
    <section aria-labelledby="framework-heading" className="grid gap-4">
      <h2 id="framework-heading" className="font-display text-2xl font-semibold">
        Courses in four areas of learning
      </h2>
      <LearningFramework
        key={`${category}:${courseId}`}
        initialCategory={category}
        focusCourseId={tutorFirst ? undefined : courseId}
      />
    </section>
  )
  const tutor = <TutorChat key={courseId} initialCourseId={courseId} />

  return (
    <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Teachings" title={entry?.title ?? 'Teachings'}>
        {tutorFirst
          ? 'Learn with an AI mentor: pick a course and ask its mentor anything about it.'
          : 'Free courses from open teachers and AI-mentored courses, each with a mentor you can talk to in the tutor chat.'}
      </ScreenHeader>
      {tutorFirst ? (
        <>
          {tutor}
          {framework}
        </>
      ) : (
        <>
          {framework}
          {tutor}
        </>
      )}
    </div>
  )
}
