import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { learningEndpoints } from '@/shared/endpoints/learning'
import { useLocalEnrollments } from '../local-enrollments'

export const enrollmentsQueryKey = queryKeyOf(learningEndpoints.enrollments)

export const enrollmentsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [learningEndpoints.enrollments.path, userId],
    queryFn: ({ signal }) => api(learningEndpoints.enrollments, {}, { signal }),
    staleTime: 60_000,
  })

/**
 * The courses the person is enrolled in: from the server when signed in (the same on every
 * device), from this device when not.
 */
export function useEnrolledCourseIds(): Set<string> {
  const user = useStoredUser()
  const local = useLocalEnrollments()
  const remote = useQuery({ ...enrollmentsQueryOptions(user?.id ?? 0), enabled: user !== null })
  return new Set(user ? (remote.data ?? []).map((enrollment) => enrollment.courseId) : local)
}
