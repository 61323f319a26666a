import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import type { BroadcastPriority } from '@/shared/communication-values'
import { communicationEndpoints } from '@/shared/endpoints/communication'
import { logKey, summaryKey } from './keys'
import { plural } from '@/shared/plural'

export { BROADCAST_PRIORITY_OPTIONS, type BroadcastPriority } from '@/shared/communication-values'

/** The server signs it with the session's name (`broadcastSender`): the request names no sender. */
export const broadcast = (input: { message: string; priority: BroadcastPriority }) =>
  api(communicationEndpoints.broadcast, {
    body: { message: input.message, priority: input.priority },
  })

/**
 * Broadcast to every AI entity; the log and summary refresh afterwards
 * (docs/product/communication.md).
 */
export function useBroadcast({ onSent }: { onSent?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: broadcast,
    onSuccess: async (result) => {
      onSent?.()
      toast({
        title: 'Broadcast Sent Successfully',
        description: `Message sent to ${plural(result.totalRecipients, 'entity', 'entities')}.`,
      })
      await Promise.all(
        [logKey, summaryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
    },
    onError: () =>
      toast({
        title: 'Broadcast Failed',
        description: 'Unable to send broadcast message',
        variant: 'destructive',
      }),
  })
}
