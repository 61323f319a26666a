import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { learningEndpoints } from '@/shared/endpoints/learning'

export const learningStatsQueryKey = queryKeyOf(learningEndpoints.stats)

/** The browser's time zone: where the person's days begin, for the streak. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

export const learningStatsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [learningEndpoints.stats.path, userId],
    queryFn: ({ signal }) =>
      api(learningEndpoints.stats, { query: { userId, tz: browserTimeZone() } }, { signal }),
    staleTime: 30_000,
  })

/** docs/product/learning.md: loads only when there is a user id. */
export const useLearningStats = (userId: number | undefined) =>
  useQuery({ ...learningStatsQueryOptions(userId ?? 0), enabled: userId !== undefined })
