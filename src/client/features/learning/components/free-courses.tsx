import { ExternalLink } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card'
import { toast } from '@/client/components/ui/use-toast'
import type { FreeCourse } from '@/shared/learning'
import { useRecordCourseOpened } from '../api/record-course-opened'

/** docs/product/learning.md: free courses open in a new tab with the toast 'Course Opened'. */
export function FreeCourses({ courses }: { courses: FreeCourse[] }) {
  const recordOpened = useRecordCourseOpened()
  return (
    <Card className="self-start bg-card/60">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Free Courses</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {courses.map((course) => (
            <li key={course.id}>
              <a
                href={course.url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-start justify-between gap-3 rounded-lg border border-border px-3 py-2.5 text-sm transition-colors hover:border-primary/60 hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => {
                  toast({
                    title: 'Course Opened',
                    description: `${course.title} opened in a new tab.`,
                  })
                  recordOpened(course.id)
                }}
              >
                <span>{course.title}</span>
                <ExternalLink
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                  aria-hidden
                />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
