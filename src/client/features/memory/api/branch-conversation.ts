import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { ConversationSummary } from '@/shared/memory'
import { conversationsQueryKey } from './get-conversations'

/** A new conversation holding the messages up to `messageId`; continue it by its id. */
export const branchConversation = ({ id, messageId }: { id: string; messageId: string }) =>
  apiRequest<ConversationSummary>('POST', `/api/conversations/${id}/branch`, { messageId })

export function useBranchConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: branchConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  })
}
