import { describe, expect, it } from 'vitest'
import { CourseCategorySchema, MENTOR_IDS, MentorSchema } from '@/shared/learning'
import { categoryOfCourse, courseCategories, findPaidCourse, mentors, paidCourses } from './courses'

describe('course catalogue', () => {
  it('has the four course categories, in tab order, each valid', () => {
    expect(courseCategories.map((category) => [category.id, category.title])).toEqual([
      ['practical_arts', 'Practical Arts & Trades'],
      ['creative_arts', 'Creative Arts & Expression'],
      ['academic_disciplines', 'Academic & Formal Disciplines'],
      ['human_growth', 'Human Growth & Spiritual Learning'],
    ])
    for (const category of courseCategories)
      expect(CourseCategorySchema.parse(category)).toEqual(category)
  })

  it('prices the AI-mentored courses exactly as docs/product/learning.md', () => {
    expect(courseCategories.map((category) => category.paid.map((course) => course.price))).toEqual(
      [
        [99, 49, 129, 89],
        [79, 59, 79, 99, 89],
        [69, 119, 99, 79, 89, 129],
        [89, 59, 99, 69, 79, 89],
      ],
    )
  })

  it('gives every course a unique id and a mentor from the listed ids', () => {
    const ids = courseCategories.flatMap((c) => [...c.free, ...c.paid].map((course) => course.id))
    expect(new Set(ids).size).toBe(ids.length)
    for (const course of paidCourses) {
      expect(MENTOR_IDS).toContain(course.mentorId)
      expect(course.mentorName).toBe(mentors[course.mentorId].name)
      expect(course.mentorAvatar).toBe(mentors[course.mentorId].avatar)
    }
  })

  it('has every listed mentor, and links a portal only for mentors who tutor', () => {
    expect(Object.keys(mentors).sort()).toEqual([...MENTOR_IDS].sort())
    for (const mentor of Object.values(mentors)) expect(MentorSchema.parse(mentor)).toEqual(mentor)
    for (const course of paidCourses) {
      expect(course.chatGptLink).toBe(
        mentors[course.mentorId].tutoring ? `/hive-tutor?course=${course.id}` : null,
      )
    }
    expect(findPaidCourse('mythic-storytelling')?.chatGptLink).toBeNull()
  })

  it('finds the tab of a course', () => {
    expect(categoryOfCourse('culinary-craft')).toBe('practical_arts')
    expect(categoryOfCourse('free-cs50')).toBe('academic_disciplines')
    expect(categoryOfCourse('nope')).toBeUndefined()
  })
})
