import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Avatar } from '@/client/components/avatar'
import { ChatComposer } from '@/client/components/chat/chat-composer'
import { ChatMessages } from '@/client/components/chat/chat-messages'
import { OfflineHint } from '@/client/components/chat/offline-hint'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import { toast } from '@/client/components/ui/use-toast'
import { useChatSession } from '@/client/lib/use-chat-session'
import { courseCategories, findPaidCourse, mentors } from '@content/courses'
import type { PaidCourse } from '@/shared/learning'
import { useEnrolledCourseIds } from '../api/get-enrollments'
import { learningStatsQueryKey } from '../api/get-learning-stats'
import { TUTOR_PATH } from '../api/tutor'

const tutored = courseCategories.map((category) => ({
  ...category,
  paid: category.paid.filter((course) => mentors[course.mentorId].tutoring),
}))
const firstTutored = tutored[0]!.paid[0]!

/** One conversation with a course's mentor; a new course starts a new conversation. */
function TutorConversation({ course }: { course: PaidCourse }) {
  const mentor = mentors[course.mentorId]
  const queryClient = useQueryClient()
  const { state, send, stop } = useChatSession({
    path: TUTOR_PATH,
    extraBody: { courseId: course.id },
    onReply: () => void queryClient.invalidateQueries({ queryKey: learningStatsQueryKey }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Chat Error',
        description: error.message || 'Failed to get AI response. Please try again.',
      }),
  })
  return (
    <>
      <ChatMessages
        messages={state.messages}
        avatar={mentor.avatar}
        name={mentor.name}
        className="h-80 rounded-lg border border-border bg-background/40 p-4"
        empty={
          <p className="text-sm text-muted-foreground">
            {mentor.name} is ready to teach “{course.title}”. Ask where to start, what a term means
            or for an exercise.
          </p>
        }
      />
      <OfflineHint messages={state.messages} />
      <ChatComposer
        label={`Message ${mentor.name}`}
        placeholder={`Ask ${mentor.name} about ${course.title}`}
        sending={state.sending}
        onSend={(text) => void send(text)}
        onStop={stop}
      />
    </>
  )
}

/**
 * Tutor chat (docs/product/learning.md /teachings): chat with the mentor of a course through the AI
 * engine.
 */
export function TutorChat({ initialCourseId }: { initialCourseId?: string }) {
  const initial = initialCourseId ? findPaidCourse(initialCourseId) : undefined
  const enrolled = useEnrolledCourseIds()
  const [courseId, setCourseId] = useState(
    initial && mentors[initial.mentorId].tutoring ? initial.id : firstTutored.id,
  )
  const course = findPaidCourse(courseId) ?? firstTutored
  const mentor = mentors[course.mentorId]

  return (
    <Card id="tutor-chat" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <Avatar subject={mentor} size={28} decorative eager /> Tutor chat with {mentor.name}
        </CardTitle>
        <CardDescription>
          {mentor.title}. Your mentor answers through the codex AI engine; signed-in learners have
          each exchange counted on their learning dashboard.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="tutor-course">Course</Label>
          <NativeSelect
            id="tutor-course"
            value={course.id}
            onChange={(event) => setCourseId(event.target.value)}
          >
            {tutored.map((category) => (
              <optgroup key={category.id} label={category.title}>
                {category.paid.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.title} · {option.mentorName}
                    {enrolled.has(option.id) ? ' ✓' : ''}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </div>
        <TutorConversation key={course.id} course={course} />
      </CardContent>
    </Card>
  )
}
