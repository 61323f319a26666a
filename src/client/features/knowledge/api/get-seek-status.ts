import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '@/client/lib/api-request'
import type { SeekProgressSchema } from '@/shared/knowledge'
import { knowledgeKeys } from './keys'

export type SeekProgress = z.infer<typeof SeekProgressSchema>

export const seekStatusQueryOptions = () =>
  queryOptions({
    queryKey: knowledgeKeys.seekStatus,
    queryFn: ({ signal }) =>
      apiRequest<SeekProgress>('GET', '/api/knowledge/seek-status', undefined, { signal }),
    staleTime: 0,
  })

/** While a seek runs, its progress is asked for every second. */
export const useSeekStatus = (running: boolean) =>
  useQuery({
    ...seekStatusQueryOptions(),
    enabled: running,
    refetchInterval: running ? 1000 : false,
  })
