import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import { statusOf } from '@/client/lib/api-request'
import type { EndpointInput } from '@/shared/endpoint'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { invalidateNotes, isTellingError, notesKeys } from './keys'

export type UpdateNoteInput = EndpointInput<typeof notesEndpoints.update>['body']

export const updateNote = ({ id, ...input }: UpdateNoteInput & { id: number }) =>
  api(notesEndpoints.update, { params: { id }, body: input })

export function useUpdateNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateNote,
    onSuccess: (note) => {
      toast({ title: 'Note Saved', description: `“${note.title}” is written to its vault.` })
      void queryClient.invalidateQueries({ queryKey: notesKeys.note(note.id) })
      void invalidateNotes(queryClient)
    },
    onError: (error, input) => {
      if (statusOf(error) === 409) {
        // The file changed on disk: show the note as it is now; the draft stays.
        void queryClient.invalidateQueries({ queryKey: notesKeys.note(input.id) })
        toast({
          variant: 'destructive',
          title: 'Not Saved',
          description:
            'The file changed on disk since you opened it. Your edits are still here: load the ' +
            "file's version, or save again to keep yours.",
        })
        return
      }
      toast({
        variant: 'destructive',
        title: 'Save Failed',
        description: isTellingError(statusOf(error))
          ? error.message
          : 'Unable to save the note. Your changes are still here.',
      })
    },
  })
}
