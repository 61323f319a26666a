import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { Fact } from '@/shared/memory'
import { factsQueryKey } from './get-facts'

export const updateFact = ({ id, fact }: { id: number; fact: string }) =>
  apiRequest<Fact>('PATCH', `/api/memory/facts/${id}`, { fact })

export function useUpdateFact() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateFact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factsQueryKey }),
  })
}
