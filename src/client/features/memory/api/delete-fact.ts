import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import { factsQueryKey } from './get-facts'

export const deleteFact = (id: number) => apiRequest<void>('DELETE', `/api/memory/facts/${id}`)

export function useDeleteFact() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteFact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factsQueryKey }),
  })
}
