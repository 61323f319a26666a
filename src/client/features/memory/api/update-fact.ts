import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { memoryEndpoints } from '@/shared/endpoints/memory'
import { factsQueryKey } from './get-facts'

export const updateFact = ({ id, fact }: { id: number; fact: string }) =>
  api(memoryEndpoints.updateFact, { params: { id }, body: { fact } })

export function useUpdateFact() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateFact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factsQueryKey }),
  })
}
