import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { Fact } from '@/shared/memory'
import { factsQueryKey } from './get-facts'

export const addFact = (fact: string) => apiRequest<Fact>('POST', '/api/memory/facts', { fact })

export function useAddFact() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addFact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factsQueryKey }),
  })
}
