import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { memoryEndpoints } from '@/shared/endpoints/memory'
import { factsQueryKey } from './get-facts'

export const addFact = (fact: string) => api(memoryEndpoints.addFact, { body: { fact } })

export function useAddFact() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addFact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factsQueryKey }),
  })
}
