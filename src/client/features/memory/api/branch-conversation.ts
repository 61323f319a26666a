import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { memoryEndpoints } from '@/shared/endpoints/memory'
import { conversationsQueryKey } from './get-conversations'

/** A new conversation holding the messages up to `messageId`; continue it by its id. */
export const branchConversation = ({ id, messageId }: { id: string; messageId: string }) =>
  api(memoryEndpoints.branch, { params: { id }, body: { messageId } })

export function useBranchConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: branchConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  })
}
