import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { memoryEndpoints } from '@/shared/endpoints/memory'
import { conversationsQueryKey } from './get-conversations'

/** Renames or pins a saved conversation. */
export const updateConversation = ({
  id,
  ...body
}: {
  id: string
  title?: string
  pinned?: boolean
}) => api(memoryEndpoints.updateConversation, { params: { id }, body })

export function useUpdateConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  })
}
