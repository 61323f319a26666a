import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import type { SendInput } from '@/shared/communication'
import { communicationEndpoints } from '@/shared/endpoints/communication'
import { logKey, MESSAGES_PATH, summaryKey } from './keys'

/** Content and recipient; the server sends it as the session's person. An AI agent answers it. */
export const sendMessage = (input: SendInput) => api(communicationEndpoints.send, { body: input })

export function useSendMessage({ onSent }: { onSent?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: async (_message, input) => {
      onSent?.()
      toast({
        title: 'Message Sent',
        description:
          input.toAgent === 'all'
            ? 'Your message is on the AI network.'
            : 'Your message is on its way; the answer appears in the stream.',
      })
      await Promise.all(
        [[MESSAGES_PATH], logKey, summaryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      )
    },
    onError: (error) =>
      toast({ title: 'Message Not Sent', description: error.message, variant: 'destructive' }),
  })
}
