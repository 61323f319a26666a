import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-request'
import type { ChosenResultInput } from '@/shared/search'
import { popularQueryKey } from './get-popular'

export const recordChoice = (input: ChosenResultInput) =>
  apiRequest<void>('POST', '/api/quick-search/chosen', input)

/** Tells the server which result was chosen, so popular items are real. */
export function useRecordChoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recordChoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popularQueryKey }),
    // Counting a choice is a side matter: never bother the visitor with it (spec part 1 §8).
    onError: (error) => console.debug('quick search choice not recorded', error),
  })
}
