import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { apiRequest } from '@/client/lib/api-request'
import { autoMessagingKey } from './keys'
import { useLiveRefetchInterval } from './live-sync'

export interface AutoMessaging {
  enabled: boolean
  intervalSeconds: number
  lastRunAt: string | null
  lastResult: string | null
}

export const AUTO_MESSAGING_MIN_SECONDS = 30
export const AUTO_MESSAGING_MAX_SECONDS = 3600

export const autoMessagingQueryOptions = () =>
  queryOptions({
    queryKey: autoMessagingKey,
    queryFn: ({ signal }) =>
      apiRequest<AutoMessaging>('GET', autoMessagingKey[0], undefined, { signal }),
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
      apiRequest<AutoMessaging>('PUT', autoMessagingKey[0], input),
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
