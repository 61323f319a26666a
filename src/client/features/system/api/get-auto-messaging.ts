import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '@/client/lib/api-request'
import type { AutoMessagingSchema } from '@/shared/communication'
import { AUTO_MESSAGING_PATH, autoMessagingKey } from './keys'

export type AutoMessagingState = z.infer<typeof AutoMessagingSchema>

/** The auto-messaging job: on or off, its interval, and its last run and result. */
export const useAutoMessagingJob = () =>
  useQuery({
    queryKey: autoMessagingKey,
    queryFn: ({ signal }) =>
      apiRequest<AutoMessagingState>('GET', AUTO_MESSAGING_PATH, undefined, { signal }),
    refetchInterval: 30_000,
    staleTime: 0,
  })
