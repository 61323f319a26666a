import { MessageCircle } from 'lucide-react'
import { Link } from 'react-router'
import { Avatar } from '@/client/components/avatar'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card'
import { cn } from '@/client/lib/utils'
import type { PaidCourse } from '@/shared/learning'

/**
 * docs/product/learning.md: title, description, price badge, mentor and 'Enroll & Start Learning'.
 */
export function PaidCourseCard({
  course,
  enrolled,
  highlighted,
  onEnroll,
}: {
  course: PaidCourse
  enrolled: boolean
  highlighted?: boolean
  onEnroll: () => void
}) {
  return (
    <Card
      id={`course-${course.id}`}
      className={cn('flex flex-col', highlighted && 'border-primary shadow-lg shadow-primary/20')}
      aria-label={course.title}
      role="article"
    >
      <CardHeader className="pb-3">
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="text-base">{course.title}</CardTitle>
          <Badge variant="secondary" className="shrink-0">
            ${course.price}
          </Badge>
        </div>
        <CardDescription>{course.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 pb-4">
        <p className="flex items-center gap-2 text-sm">
          <Avatar subject={{ name: course.mentorName, avatar: course.mentorAvatar }} decorative />
          <span>
            <span className="text-muted-foreground">Mentor: </span>
            {course.mentorName}
          </span>
        </p>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        {enrolled ? (
          <>
            <span className="inline-flex h-10 items-center gap-1.5 rounded-md bg-emerald-500/15 px-3 text-sm font-medium text-emerald-300">
              ✓ Enrolled
            </span>
            {course.chatGptLink ? (
              <Button asChild variant="outline" size="sm">
                <Link to={course.chatGptLink}>
                  <MessageCircle aria-hidden />
                  Ask {course.mentorName}
                </Link>
              </Button>
            ) : null}
          </>
        ) : (
          <Button className="w-full" onClick={onEnroll}>
            Enroll &amp; Start Learning
          </Button>
        )}
      </CardFooter>
    </Card>
  )
}
