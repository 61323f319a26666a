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
    onError: (error) => {
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
