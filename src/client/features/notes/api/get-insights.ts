import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { notesKeys } from './keys'

/** docs/product/notes-and-vaults.md: insights polled every 60 seconds. */
export const INSIGHTS_POLL_MS = 60_000

export const insightsQueryOptions = () =>
  queryOptions({
    queryKey: notesKeys.insights,
    queryFn: ({ signal }) => api(notesEndpoints.insights, {}, { signal }),
    refetchInterval: INSIGHTS_POLL_MS,
    staleTime: INSIGHTS_POLL_MS,
  })

export const useInsights = (enabled = true) => useQuery({ ...insightsQueryOptions(), enabled })
