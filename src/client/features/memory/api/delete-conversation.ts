import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { memoryEndpoints } from '@/shared/endpoints/memory'
import { conversationsQueryKey } from './get-conversations'

export const deleteConversation = (id: string) =>
  api(memoryEndpoints.deleteConversation, { params: { id } })

export function useDeleteConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  })
}
