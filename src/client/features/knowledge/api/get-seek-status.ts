import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api, queryKeyOf } from '@/client/lib/api'
import { knowledgeEndpoints } from '@/shared/endpoints/knowledge'
import type { SeekProgressSchema } from '@/shared/knowledge'

export type SeekProgress = z.infer<typeof SeekProgressSchema>

export const seekStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(knowledgeEndpoints.seekStatus),
    queryFn: ({ signal }) => api(knowledgeEndpoints.seekStatus, {}, { signal }),
    staleTime: 0,
  })

/** While a seek runs, its progress is asked for every second. */
export const useSeekStatus = (running: boolean) =>
  useQuery({
    ...seekStatusQueryOptions(),
    enabled: running,
    refetchInterval: running ? 1000 : false,
  })
