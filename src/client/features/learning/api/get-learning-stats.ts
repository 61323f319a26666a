import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { LearningStats } from '@/shared/learning'

export const learningStatsQueryKey = ['/api/learning/stats'] as const

/** The browser's time zone: where the person's days begin, for the streak. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

export const learningStatsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...learningStatsQueryKey, userId],
    queryFn: ({ signal }) =>
      apiRequest<LearningStats>(
        'GET',
        `/api/learning/stats?${new URLSearchParams({ userId: String(userId), tz: browserTimeZone() })}`,
        undefined,
        { signal },
      ),
    staleTime: 30_000,
  })

/** Spec part 2 §2.11: loads only when there is a user id. */
export const useLearningStats = (userId: number | undefined) =>
  useQuery({ ...learningStatsQueryOptions(userId ?? 0), enabled: userId !== undefined })
