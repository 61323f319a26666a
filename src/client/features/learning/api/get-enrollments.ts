import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { Enrollment } from '@/shared/learning'
import { useLocalEnrollments } from '../local-enrollments'

export const enrollmentsQueryKey = ['/api/learning/enrollments'] as const

export const enrollmentsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...enrollmentsQueryKey, userId],
    queryFn: ({ signal }) =>
      apiRequest<Enrollment[]>('GET', '/api/learning/enrollments', undefined, { signal }),
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
