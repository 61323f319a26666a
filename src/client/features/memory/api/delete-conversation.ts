import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { conversationsQueryKey } from './get-conversations'

export const deleteConversation = (id: string) =>
  apiRequest<void>('DELETE', `/api/conversations/${id}`)

export function useDeleteConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  })
}
