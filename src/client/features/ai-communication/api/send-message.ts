import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { apiRequest } from '@/client/lib/api-request'
import type { BoardMessage } from '@/shared/board'
import { logKey, MESSAGES_PATH, summaryKey } from './keys'

export interface DirectMessage {
  content: string
  toAgent: string
}

/** Part 2 §7: content, toAgent, fromAgent; an AI agent addressed directly answers it. */
export const sendMessage = (input: DirectMessage) =>
  apiRequest<BoardMessage>('POST', '/api/ai-communication/send', { ...input, fromAgent: 'user' })

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
