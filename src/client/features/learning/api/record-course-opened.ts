import { useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { learningEndpoints } from '@/shared/endpoints/learning'
import { learningStatsQueryKey } from './get-learning-stats'

export const recordCourseOpened = async (courseId: string) => {
  await api(learningEndpoints.courseOpened, { body: { courseId } })
}

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
