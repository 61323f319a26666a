import { useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import { learningStatsQueryKey } from './get-learning-stats'

export const recordCourseOpened = (courseId: string) =>
  apiRequest<void>('POST', '/api/learning/course-opened', { courseId })

/** Counts a free course opened by a signed-in user as learning activity. */
export function useRecordCourseOpened() {
  const user = useStoredUser()
  const queryClient = useQueryClient()
  return (courseId: string) => {
    if (!user) return
    recordCourseOpened(courseId)
      .then(() => queryClient.invalidateQueries({ queryKey: learningStatsQueryKey }))
      .catch((error: unknown) => console.debug('course opening not recorded', error))
  }
}
