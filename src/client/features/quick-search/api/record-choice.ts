import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/client/lib/api'
import { searchEndpoints } from '@/shared/endpoints/search'
import type { ChosenResultInput } from '@/shared/search'
import { popularQueryKey } from './get-popular'

export const recordChoice = (input: ChosenResultInput) =>
  api(searchEndpoints.chosen, { body: input })

/** Tells the server which result was chosen, so popular items are real. */
export function useRecordChoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recordChoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popularQueryKey }),
    // Counting a choice is a side matter: never bother the visitor with it
    // (docs/product/landing-and-navigation.md).
    onError: (error) => console.debug('quick search choice not recorded', error),
  })
}
