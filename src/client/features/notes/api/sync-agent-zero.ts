import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { toast } from '@/client/components/ui/use-toast'
import { apiRequest } from '@/client/lib/api-request'
import type { SyncAgentZeroResultSchema, Note } from '@/shared/notes'
import { invalidateNotes } from './keys'

export type SyncResult = z.infer<typeof SyncAgentZeroResultSchema>
export interface SyncInput {
  noteId?: number
  content?: string
  consciousnessLevel?: Note['consciousnessLevel']
}

export const syncAgentZero = (input: SyncInput) =>
  apiRequest<SyncResult>('POST', '/api/obsidian/sync-agent-zero', input)

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** Spec part 2 §8: 'Sync Complete' with N notes observed and M insights. */
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
    // The spec does not say; the server's reason ('Sign in to …') is the useful part.
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Sync Failed', description: error.message })
    },
  })
}
