import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { apiRequest } from '@/client/lib/api-request'
import type { BoardMessage } from '@/shared/board'
import { MESSAGES_PATH } from './keys'

export interface NewBoardMessage {
  content: string
  toAgent: string
  messageType: string
  priority: number
  tags?: string[]
  parentId?: number
}

export const postMessage = (input: NewBoardMessage) =>
  apiRequest<BoardMessage>('POST', MESSAGES_PATH, { ...input, fromAgent: 'user' })

/** Posts to the board as "user" (spec part 1 §6); the lists refetch afterwards (§4). */
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
