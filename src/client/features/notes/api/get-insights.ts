import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '@/client/lib/api-request'
import type { InsightsSchema } from '@/shared/notes'
import { notesKeys } from './keys'

export type Insights = z.infer<typeof InsightsSchema>

/** Spec part 2 §7: insights polled every 60 seconds. */
export const INSIGHTS_POLL_MS = 60_000

export const insightsQueryOptions = () =>
  queryOptions({
    queryKey: notesKeys.insights,
    queryFn: ({ signal }) =>
      apiRequest<Insights>('GET', '/api/obsidian/insights', undefined, { signal }),
    refetchInterval: INSIGHTS_POLL_MS,
    staleTime: INSIGHTS_POLL_MS,
  })

export const useInsights = (enabled = true) => useQuery({ ...insightsQueryOptions(), enabled })
