import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import { statusOf } from '@/client/lib/api-request'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { invalidateNotes, isTellingError, notesKeys } from './keys'

export const deleteNote = ({ id }: { id: number; title: string }) =>
  api(notesEndpoints.remove, { params: { id } })

export function useDeleteNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: (_nothing, { id, title }) => {
      toast({ title: 'Note Deleted', description: `“${title}” was removed from its vault.` })
      queryClient.removeQueries({ queryKey: notesKeys.note(id) })
      void invalidateNotes(queryClient)
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Delete Failed',
        description: isTellingError(statusOf(error)) ? error.message : 'Unable to delete the note',
      })
    },
  })
}
