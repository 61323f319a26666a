import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { learningEndpoints } from '@/shared/endpoints/learning'
import type { PaidCourse } from '@/shared/learning'
import { addLocalEnrollment } from '../local-enrollments'
import { enrollmentsQueryKey } from './get-enrollments'
import { learningStatsQueryKey } from './get-learning-stats'

export const enroll = (courseId: string) => api(learningEndpoints.enroll, { body: { courseId } })

const enrolledToast = (course: PaidCourse) =>
  toast({
    title: 'Course Enrollment',
    description: `Enrolled in ${course.title}! Your AI mentor ${course.mentorName} is ready to guide you.`,
  })

/** Enrols a signed-in user on the server, a visitor on this device only. */
export function useEnroll() {
  const user = useStoredUser()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (course: PaidCourse) => enroll(course.id),
    onSuccess: (_enrollment, course) => {
      void queryClient.invalidateQueries({ queryKey: enrollmentsQueryKey })
      void queryClient.invalidateQueries({ queryKey: learningStatsQueryKey })
      enrolledToast(course)
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Enrollment Failed', description: error.message })
    },
  })

  const enrollIn = async (course: PaidCourse) => {
    if (!user) {
      addLocalEnrollment(course.id)
      enrolledToast(course)
      return true
    }
    try {
      await mutation.mutateAsync(course)
      return true
    } catch {
      return false
    }
  }
  return { enrollIn, isPending: mutation.isPending }
}
