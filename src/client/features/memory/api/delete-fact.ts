import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { memoryEndpoints } from '@/shared/endpoints/memory'
import { factsQueryKey } from './get-facts'

export const deleteFact = (id: number) => api(memoryEndpoints.deleteFact, { params: { id } })

export function useDeleteFact() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteFact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factsQueryKey }),
  })
}
