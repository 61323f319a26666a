import { useEffect, useState } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { categoryOfCourse, courseCategories } from '@content/courses'
import type { CourseCategoryId, PaidCourse } from '@/shared/learning'
import { useEnrolledCourseIds } from '../api/get-enrollments'
import { CategoryIcon } from './category-icon'
import { EnrollDialog } from './enroll-dialog'
import { FreeCourses } from './free-courses'
import { PaidCourseCard } from './paid-course-card'

/**
 * docs/product/learning.md learning framework: four tabs, each with free courses (new tab) and
 * AI-mentored courses (enrol dialog). `focusCourseId` opens its tab and scrolls to its card
 * (give the component a new `key` to focus another course).
 */
export function LearningFramework({
  initialCategory,
  focusCourseId,
}: {
  initialCategory?: CourseCategoryId
  focusCourseId?: string
}) {
  const [tab, setTab] = useState<string>(
    (focusCourseId && categoryOfCourse(focusCourseId)) ||
      initialCategory ||
      courseCategories[0]!.id,
  )
  const [selected, setSelected] = useState<PaidCourse | null>(null)
  const enrolled = useEnrolledCourseIds()

  useEffect(() => {
    if (!focusCourseId) return
    const timer = window.setTimeout(
      () => document.getElementById(`course-${focusCourseId}`)?.scrollIntoView({ block: 'center' }),
      100,
    )
    return () => window.clearTimeout(timer)
  }, [focusCourseId])

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Areas of learning" className="grid w-full grid-cols-2 lg:grid-cols-4">
        {courseCategories.map((category) => (
          <TabsTrigger
            key={category.id}
            value={category.id}
            className="h-full min-w-0 whitespace-normal px-2 py-2 text-center leading-tight"
          >
            <CategoryIcon name={category.icon} className="size-4 shrink-0" />
            {category.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {courseCategories.map((category) => (
        <TabsContent key={category.id} value={category.id}>
          <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
            <FreeCourses courses={category.free} />
            <section aria-label={`AI-Mentored Courses in ${category.title}`}>
              <h3 className="mb-3 font-display text-lg font-semibold">AI-Mentored Courses</h3>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {category.paid.map((course) => (
                  <PaidCourseCard
                    key={course.id}
                    course={course}
                    enrolled={enrolled.has(course.id)}
                    highlighted={course.id === focusCourseId}
                    onEnroll={() => setSelected(course)}
                  />
                ))}
              </div>
            </section>
          </div>
        </TabsContent>
      ))}
      <EnrollDialog
        course={selected}
        enrolled={selected ? enrolled.has(selected.id) : false}
        onClose={() => setSelected(null)}
      />
    </Tabs>
  )
}
