import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import type { EndpointInput, EndpointResponse } from '@/shared/endpoint'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { invalidateNotes } from './keys'
import { plural } from '@/shared/plural'

export type SyncResult = EndpointResponse<typeof notesEndpoints.syncAgentZero>
export type SyncInput = EndpointInput<typeof notesEndpoints.syncAgentZero>['body']

export const syncAgentZero = (input: SyncInput) =>
  api(notesEndpoints.syncAgentZero, { body: input })

/** docs/product/notes-and-vaults.md: 'Sync Complete' with N notes observed and M insights. */
export function useSyncAgentZero() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: syncAgentZero,
    onSuccess: ({ notesObserved, consciousnessInsights }) => {
      toast({
        title: 'Sync Complete',
        description: `${plural(notesObserved, 'note')} observed, ${plural(consciousnessInsights.length, 'insight')}.`,
      })
      void invalidateNotes(queryClient)
    },
    // No fixed failure text: the server's reason ('Sign in to …') is the useful part.
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Sync Failed', description: error.message })
    },
  })
}
