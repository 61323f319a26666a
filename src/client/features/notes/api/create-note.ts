import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import { statusOf } from '@/client/lib/api-request'
import type { CreateNote } from '@/shared/notes'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { invalidateNotes, isTellingError } from './keys'
import { isPersonalVault, MY_NOTES } from './vault-access'

export type CreateNoteInput = Omit<CreateNote, 'content' | 'tags'> &
  Partial<Pick<CreateNote, 'content' | 'tags'>>

export const createNote = (input: CreateNoteInput) => api(notesEndpoints.create, { body: input })

/**
 * docs/product/notes-and-vaults.md: 'Note Created', or 'Creation Failed' / 'Unable to create note'.
 */
export function useCreateNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createNote,
    onSuccess: (note) => {
      // Only the author's own personal vault is offered when creating.
      const vault = isPersonalVault(note.vault) ? MY_NOTES : note.vault
      toast({ title: 'Note Created', description: `“${note.title}” is in ${vault}.` })
      void invalidateNotes(queryClient)
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Creation Failed',
        description: isTellingError(statusOf(error)) ? error.message : 'Unable to create note',
      })
    },
  })
}
