import { courseCategories, mentors } from '@content/courses'
import type { KnowledgeSource } from '../../ai/offline/knowledge'
import type { ContentSource } from '../search/service'

/** Courses as passages the offline engine can quote (a question naming a course finds it). */
export const coursesKnowledge: KnowledgeSource = {
  name: 'courses',
  load: () =>
    courseCategories.flatMap((category) => [
      ...category.paid.map((course) => {
        const mentor = mentors[course.mentorId]
        return {
          id: `course:${course.id}`,
          title: `${course.title} (AI-mentored course, $${course.price})`,
          text: `${course.description} Mentor: ${mentor.name}, ${mentor.title.toLowerCase()}. Part of ${category.title}. Enrol on the Teachings screen${mentor.tutoring ? ` and ask ${mentor.name} in the tutor chat` : ''}.`,
          path: `/teachings?course=${course.id}`,
          kind: 'course' as const,
        }
      }),
      {
        id: `free-courses:${category.id}`,
        title: `Free courses in ${category.title}`,
        text: `Free courses that open in a new tab: ${category.free.map((course) => course.title).join('; ')}.`,
        path: `/teachings?category=${category.id}`,
        kind: 'course' as const,
      },
    ]),
}

/** Courses for quick search. */
export const coursesSearchSource: ContentSource = {
  name: 'courses',
  load: () =>
    courseCategories.flatMap((category) => [
      ...category.paid.map((course) => ({
        id: `course:${course.id}`,
        title: course.title,
        description: `${course.description} With ${course.mentorName}, $${course.price}.`,
        icon: 'graduation-cap',
        category: 'content' as const,
        section: 'Courses',
        path: `/teachings?course=${course.id}`,
        keywords: `course ${category.title} ${course.mentorName}`,
      })),
      ...category.free.map((course) => ({
        id: `course:${course.id}`,
        title: course.title,
        description: `A free course in ${category.title}; opens in a new tab.`,
        icon: 'book-open',
        category: 'content' as const,
        section: 'Free courses',
        path: `/teachings?category=${category.id}`,
        keywords: `free course ${category.title}`,
      })),
    ]),
}
