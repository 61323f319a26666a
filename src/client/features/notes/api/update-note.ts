import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { toast } from '@/client/components/ui/use-toast'
import { apiRequest, statusOf } from '@/client/lib/api-request'
import type { Note, UpdateNoteSchema } from '@/shared/notes'
import { invalidateNotes, isTellingError, notesKeys } from './keys'

export type UpdateNoteInput = z.input<typeof UpdateNoteSchema>

export const updateNote = ({ id, ...input }: UpdateNoteInput & { id: number }) =>
  apiRequest<Note>('PUT', `/api/obsidian/notes/${id}`, input)

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
