import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import type { AutoMessaging } from '@/shared/communication'
import { communicationEndpoints } from '@/shared/endpoints/communication'
import { autoMessagingKey } from './keys'
import { useLiveRefetchInterval } from './live-sync'

export type { AutoMessaging }
export {
  AUTO_MESSAGING_MAX_SECONDS,
  AUTO_MESSAGING_MIN_SECONDS,
} from '@/shared/communication-values'

export const autoMessagingQueryOptions = () =>
  queryOptions({
    queryKey: autoMessagingKey,
    queryFn: ({ signal }) => api(communicationEndpoints.autoMessaging, {}, { signal }),
  })

/** Whether an agent posts on its own, how often, and what the last run did. */
export function useAutoMessaging() {
  const refetchInterval = useLiveRefetchInterval()
  return useQuery({ ...autoMessagingQueryOptions(), refetchInterval })
}

export function useUpdateAutoMessaging() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { enabled: boolean; intervalSeconds: number }) =>
      api(communicationEndpoints.setAutoMessaging, { body: input }),
    onSuccess: (state) => {
      queryClient.setQueryData(autoMessagingKey, state)
      toast({
        title: 'Auto Messaging Updated',
        description: state.enabled
          ? `An agent posts every ${state.intervalSeconds} seconds.`
          : 'Auto messaging is off.',
      })
    },
    onError: (error) =>
      toast({ title: 'Update Failed', description: error.message, variant: 'destructive' }),
  })
}
