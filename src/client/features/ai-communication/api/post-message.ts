import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import type { BoardMessage, BoardPostInput } from '@/shared/board'
import { boardEndpoints } from '@/shared/endpoints/board'
import { MESSAGES_PATH } from './keys'

export const postMessage = (input: BoardPostInput) =>
  api(boardEndpoints.post, { body: { ...input, fromAgent: 'user' } })

/**
 * Posts to the board as "user" (docs/product/message-board-and-agents.md); the lists refetch
 * afterwards.
 */
export function usePostMessage({ onPosted }: { onPosted?: (message: BoardMessage) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: postMessage,
    onSuccess: async (message) => {
      onPosted?.(message)
      await queryClient.invalidateQueries({ queryKey: [MESSAGES_PATH] })
    },
    onError: (error) =>
      toast({ title: 'Message Not Sent', description: error.message, variant: 'destructive' }),
  })
}
