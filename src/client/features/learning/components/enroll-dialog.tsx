import { MessageCircle, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { Avatar } from '@/client/components/avatar'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog'
import { mentors } from '@content/courses'
import type { PaidCourse } from '@/shared/learning'
import { useEnroll } from '../api/enroll'

/**
 * docs/product/learning.md: the course, its price, an 'AI Mentored' badge, 'Enroll Now - $price'
 * and, when the mentor has a link, the mentor portal (our tutor chat).
 */
export function EnrollDialog({
  course,
  enrolled,
  onClose,
}: {
  course: PaidCourse | null
  enrolled: boolean
  onClose: () => void
}) {
  const { enrollIn, isPending } = useEnroll()
  const mentor = course ? mentors[course.mentorId] : null

  return (
    <Dialog open={course !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {course && mentor ? (
        <DialogContent>
          <DialogHeader>
            <div className="flex flex-wrap items-center gap-2">
              <Badge>
                <Sparkles className="size-3" aria-hidden />
                AI Mentored
              </Badge>
              <Badge variant="outline">${course.price}</Badge>
            </div>
            <DialogTitle className="text-xl">{course.title}</DialogTitle>
            <DialogDescription>{course.description}</DialogDescription>
          </DialogHeader>
          <div className="flex items-center gap-3 rounded-lg border border-border bg-muted/40 p-3">
            <Avatar subject={mentor} size={44} decorative eager />
            <div className="min-w-0">
              <p className="font-medium">{mentor.name}</p>
              <p className="text-sm text-muted-foreground">{mentor.title}</p>
            </div>
          </div>
          <p className="text-sm text-muted-foreground">
            Enrolling is free while the codex is in preview: no payment is taken. Your mentor
            answers in the tutor chat.
          </p>
          <DialogFooter>
            {course.chatGptLink ? (
              <Button asChild variant="outline">
                <Link to={course.chatGptLink} onClick={onClose}>
                  <MessageCircle aria-hidden />
                  Open {mentor.name}&apos;s Portal
                </Link>
              </Button>
            ) : (
              <p className="self-center text-sm text-muted-foreground">
                {mentor.name} is still being built: tutor chat opens soon.
              </p>
            )}
            <Button
              disabled={enrolled || isPending}
              onClick={async () => {
                if (await enrollIn(course)) onClose()
              }}
            >
              {enrolled
                ? '✓ Enrolled'
                : isPending
                  ? 'Enrolling...'
                  : `Enroll Now - $${course.price}`}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
